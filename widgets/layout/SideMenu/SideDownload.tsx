import { lazy, Suspense } from 'react';
import { useAssetUrl, useBrand, usePlatform, useT } from '../../../engine/react/context.tsx';
import { isHttpUrl } from '../../../engine/core/util/isHttpUrl.ts';
import { Disclosure } from '../../shared/Disclosure.tsx';
import { MenuIcon } from '../../shared/icons.tsx';

// The code's drawing loads when the player opens the list, not with the menu on every first paint.
const QrCode = lazy(() => import('../../shared/QrCode.tsx').then((module) => ({ default: module.QrCode })));

/** The platforms the app is offered for, by the site resources' resourceType (DL-02). */
const PLATFORMS = [
  { resourceType: 'iOS', label: 'iOS' },
  { resourceType: 'Android', label: 'Android' },
] as const;

/**
 * App download (SIDE-06): iOS and Android QR codes from the site resources of system status
 * (DL-02), behind a button so the codes and their encoder load only when a player asks for them.
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
              <Suspense fallback={<span className="lv-qr" aria-hidden="true" />}>
                <QrCode
                  value={app.url}
                  label={t('layout.scanToDownload', { platform: app.label })}
                  logo={asset(theme.logo)}
                />
              </Suspense>
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
