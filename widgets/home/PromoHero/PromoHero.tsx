import { useAssetUrl, useT } from '../../../engine/react/context.tsx';
import { SmartLink } from '../../shared/SmartLink.tsx';
import type { PromoHeroProps } from './schema.ts';
import './PromoHero.css';

export default function PromoHero({ headline, body, cta, image, align }: PromoHeroProps) {
  const { t } = useT();
  const asset = useAssetUrl();
  const text = (key: string) => t(key, { defaultValue: key });
  return (
    <section className={`lv-hero lv-hero--${align}`} aria-labelledby="lv-hero-headline">
      <div className="lv-hero__text">
        <h1 id="lv-hero-headline" className="lv-hero__headline">
          {text(headline)}
        </h1>
        {body && <p className="lv-hero__body">{text(body)}</p>}
        {cta && (
          <SmartLink to={cta.to} className="lv-hero__cta">
            {text(cta.label)}
          </SmartLink>
        )}
      </div>
      {image && <img className="lv-hero__image" src={asset(image)} alt="" />}
    </section>
  );
}
