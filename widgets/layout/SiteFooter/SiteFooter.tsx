import { useBrand, usePlatform, useT } from '../../../engine/react/context.tsx';
import { useCall } from '../../../engine/react/data/index.ts';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';
import { imageUrl } from '../../games/gameImages.ts';
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
            <SmartLink to={link.to} className="lv-footer__link">
              {t(link.label, { defaultValue: link.label })}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * FOOTER-03: the vendors the brand lists, each with the logo the platform names for it (CALL-52,
 * on its image host). Every logo keeps its 80 × 32 box while the list loads; a vendor the platform
 * does not list, or a failed list, falls back to the brand's own picture of it.
 */
function VendorLogos({ codes }: { codes: readonly string[] }) {
  const brand = useBrand();
  const language = usePlatformLanguage();
  const imageHost = usePlatform((state) => state.imageHost);
  const groups = useCall('vendorGroups', { language });
  const logos = new Map<string, string>();
  if (groups.status === 'success') {
    for (const vendor of groups.data.flatMap((group) => group.vendors)) {
      const url = imageUrl(vendor.logo, imageHost);
      if (url && !logos.has(vendor.vassalage)) logos.set(vendor.vassalage, url);
    }
  }
  const settled = groups.status === 'success' || groups.status === 'error';
  return (
    <ul>
      {codes.map((code) => (
        <li key={code}>
          {settled ? (
            <img
              src={logos.get(code) ?? `${brand.assetBase}assets/vendors/${code}.svg`}
              alt={code}
              width={80}
              height={32}
              loading="lazy"
            />
          ) : (
            <span className="lv-footer__vendor-pending" aria-hidden="true" />
          )}
        </li>
      ))}
    </ul>
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
  const { licence, ageMark } = brand.compliance;
  const say = (key: string) => t(key, { defaultValue: key, brand: brand.name, age });
  return (
    <footer className="lv-footer">
      <div className="lv-footer__columns">
        {showSocial && social.length > 0 && (
          <section className="lv-footer__section" aria-labelledby="lv-footer-social">
            <h2 id="lv-footer-social" className="lv-footer__heading">
              {t('layout.footer.followUs')}
            </h2>
            <ul className="lv-footer__social">
              {social.map((link) => (
                <li key={`${link.kind}-${link.url}`}>
                  <SmartLink to={link.url} external="newTab" className="lv-footer__link">
                    {t(`layout.social.${link.kind}`)}
                  </SmartLink>
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
          <h2 id="lv-footer-vendors" className="lv-footer__heading">
            {t('layout.footer.vendors')}
          </h2>
          <VendorLogos codes={footer.vendors} />
        </section>
      )}
      <div className="lv-footer__bottom">
        {footer.ageBadge && (
          <span className="lv-footer__age" role="img" aria-label={t('layout.footer.ageBadge', { age })}>
            {`${age}+`}
          </span>
        )}
        {ageMark && <p>{say(ageMark)}</p>}
      </div>
      {licence && <p className="lv-footer__licence">{say(licence)}</p>}
      <p className="lv-footer__copyright">{say(copyright)}</p>
    </footer>
  );
}
