import { useAssetUrl, useBrand, usePlatform, useT } from '../../../engine/react/context.tsx';
import { isHttpUrl } from '../../../engine/core/util/isHttpUrl.ts';
import { QrCode } from '../../shared/QrCode.tsx';
import type { AppDownloadProps } from './schema.ts';
import './AppDownload.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

type Resources = Record<string, { labelNameEn?: string; url?: string; resourceType?: string }>;

const STEPS = 3;

/** The download address of a platform: its site resource by resourceType (DL-02), http(s) only; Lite falls back to this site. */
function urlFor(platform: string, resources: Resources | undefined): string | undefined {
  const resource = Object.values(resources ?? {}).find(
    (entry) => entry.resourceType?.toLowerCase() === platform.toLowerCase() && isHttpUrl(entry.url),
  );
  if (resource?.url) return resource.url;
  if (platform === 'Lite' && typeof window !== 'undefined' && isHttpUrl(window.location.origin))
    return `${window.location.origin}/`;
  return undefined;
}

/**
 * The app download page (DL-01, DL-02, ROUTE-02): for iOS, Android and Lite a download link
 * from system status's site resources, its QR code (DL-03; too long a link shows as text, DL-04)
 * and the install guide. A platform without a link keeps its guide and says the link is not
 * available, so the page is whole even before status answers.
 */
export default function AppDownload({ platforms, qrCodes, headingLevel }: AppDownloadProps) {
  const Title = `h${headingLevel}` as 'h1' | 'h2' | 'h3';
  const Platform = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';
  const Steps = `h${headingLevel + 2}` as 'h3' | 'h4' | 'h5';
  useTexts(texts);
  const { t } = useT();
  const asset = useAssetUrl();
  const { theme, name } = useBrand();
  const resources = usePlatform((state) => state.status?.info.resources) as Resources | undefined;
  return (
    <section className="lv-download" aria-labelledby="lv-download-title">
      <Title id="lv-download-title" className="lv-download__title">
        {t('download.title', { brand: name })}
      </Title>
      <p className="lv-download__intro">{t('download.intro')}</p>
      <div className="lv-download__guides">
        {platforms.map((platform) => {
          const url = urlFor(platform, resources);
          const label = t(`download.platform.${platform}`);
          return (
            <article key={platform} className="lv-download__guide" aria-labelledby={`lv-download-${platform}`}>
              <Platform id={`lv-download-${platform}`} className="lv-download__platform">
                {label}
              </Platform>
              {url ? (
                <>
                  {qrCodes && (
                    <QrCode value={url} label={t('download.scan', { platform: label })} logo={asset(theme.logo)} />
                  )}
                  <a className="lv-button lv-button--primary lv-download__link" href={url} rel="noopener noreferrer">
                    {t(`download.get.${platform}`)}
                  </a>
                </>
              ) : (
                <p className="lv-download__missing">{t('download.unavailable')}</p>
              )}
              <Steps className="lv-download__how">{t('download.howTo')}</Steps>
              <ol className="lv-download__steps">
                {Array.from({ length: STEPS }, (_, index) => (
                  <li key={index}>{t(`download.steps.${platform}.${index + 1}`)}</li>
                ))}
              </ol>
            </article>
          );
        })}
      </div>
    </section>
  );
}
