import { useBrand, useT } from '../../../engine/react/context.tsx';
import { isHttpUrl } from '../../../engine/core/util/isHttpUrl.ts';
import { isSafeHref } from '../../shared/links.ts';
import { SmartLink } from '../../shared/SmartLink.tsx';
import type { SiteFooterProps } from './schema.ts';
import './SiteFooter.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

/** A titled list of footer links (product list, help list); nothing when the brand lists none. */
function FooterLinks({ heading, links }: { heading: string; links: readonly { label: string; to: string }[] }) {
  const { t } = useT();
  if (links.length === 0) return null;
  return (
    <nav className="lv-footer__section" aria-label={heading}>
      <h2 className="lv-footer__heading">{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={`${link.label}-${link.to}`}>
            <SmartLink to={link.to} className="lv-footer__link">{t(link.label, { defaultValue: link.label })}</SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function SiteFooter({ showVendors, showSocial }: SiteFooterProps) {
  useTexts(texts);
  const brand = useBrand();
  const { t } = useT();
  const { footer } = brand;
  const social = footer.social.filter((link) => isHttpUrl(link.url));
  const products = footer.products.filter((link) => isSafeHref(link.to));
  const help = footer.help.filter((link) => isSafeHref(link.to));
  const copyright = footer.copyright ?? 'footer.copyright';
  const age = brand.registration.ageLimit;
  return (
    <footer className="lv-footer">
      <div className="lv-footer__columns">
        {showSocial && social.length > 0 && (
          <section className="lv-footer__section" aria-labelledby="lv-footer-social">
            <h2 id="lv-footer-social" className="lv-footer__heading">{t('layout.footer.followUs')}</h2>
            <ul className="lv-footer__social">
              {social.map((link) => (
                <li key={`${link.kind}-${link.url}`}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="lv-footer__link">
                    {t(`layout.social.${link.kind}`)}
                    <span className="lv-visually-hidden"> {t('layout.footer.opensNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <FooterLinks heading={t('layout.footer.products')} links={products} />
        <FooterLinks heading={t('layout.footer.help')} links={help} />
      </div>
      {showVendors && footer.vendors.length > 0 && (
        <section className="lv-footer__vendors" aria-labelledby="lv-footer-vendors">
          <h2 id="lv-footer-vendors" className="lv-footer__heading">{t('layout.footer.vendors')}</h2>
          <ul>
            {footer.vendors.map((code) => (
              <li key={code}>
                <img src={`${brand.assetBase}assets/vendors/${code}.svg`} alt={code} width={80} height={32} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="lv-footer__bottom">
        {footer.ageBadge && (
          <span className="lv-footer__age" role="img" aria-label={t('layout.footer.ageBadge', { age })}>
            {`${age}+`}
          </span>
        )}
        <p className="lv-footer__copyright">{t(copyright, { defaultValue: copyright, brand: brand.name })}</p>
      </div>
    </footer>
  );
}
