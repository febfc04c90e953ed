import { useAssetUrl, useBrand, usePlatform, useT } from '../../../engine/react/context.tsx';
import { isHttpUrl } from '../../../engine/core/util/isHttpUrl.ts';
import { Disclosure } from '../../shared/Disclosure.tsx';
import { MenuIcon } from '../../shared/icons.tsx';
import { QrCode } from '../../shared/QrCode.tsx';

/** The platforms the app is offered for, by the site resources' resourceType (DL-02). */
const PLATFORMS = [
  { resourceType: 'iOS', label: 'iOS' },
  { resourceType: 'Android', label: 'Android' },
] as const;

/**
 * App download (SIDE-06): iOS and Android QR codes from the site resources of system status
 * (DL-02), behind a button so the QR encoder loads only when a player asks for it.
 */
export function SideDownload() {
  const { t } = useT();
  const asset = useAssetUrl();
  const { theme } = useBrand();
  const resources = usePlatform((state) => state.status?.info.resources);
  const apps = PLATFORMS.flatMap(({ resourceType, label }) => {
    const resource = Object.values(resources ?? {}).find(
      (entry) => entry.resourceType === resourceType && isHttpUrl(entry.url),
    );
    return resource?.url ? [{ label, url: resource.url }] : [];
  });
  if (apps.length === 0) return null;
  return (
    <Disclosure
      className="lv-side__download"
      buttonClassName="lv-side__link"
      button={
        <>
          <MenuIcon name="download" />
          <span>{t('layout.download')}</span>
        </>
      }
    >
      {() => (
        <ul className="lv-side__apps">
          {apps.map((app) => (
            <li key={app.label}>
              <QrCode
                value={app.url}
                label={t('layout.scanToDownload', { platform: app.label })}
                logo={asset(theme.logo)}
              />
              <a href={app.url} rel="noopener noreferrer" className="lv-side__app-link">
                {t('layout.downloadFor', { platform: app.label })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Disclosure>
  );
}
