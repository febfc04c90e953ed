import { isHttpUrl } from '../../../engine/core/util/isHttpUrl.ts';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { CopyButton } from '../../shared/CopyButton.tsx';
import texts from './locales.json';
import type { MirrorSitesProps } from './schema.ts';
import './MirrorSites.css';
import { firstCall } from '../../../engine/core/registry.ts';
import type { PageCalls } from '../../../engine/react/centre/pagePrefetch.ts';

/** MC-23: the brand's mirror sites, each to open or copy; only http(s) addresses are shown as links. */
export default function MirrorSites({ showTitle }: MirrorSitesProps) {
  useTexts(texts);
  const { t } = useT();
  const sites = useCall('mirrorSites');
  return (
    <section className="lv-mirrors" aria-labelledby="lv-mirrors-heading">
      <h3 id="lv-mirrors-heading" hidden={!showTitle}>
        {t('mirrorSites.title')}
      </h3>
      <p>{t('mirrorSites.intro')}</p>
      <CallState
        result={sites}
        skeleton={{ height: 160 }}
        isEmpty={(list) => !list.some((site) => isHttpUrl(site.url))}
        empty={<p>{t('mirrorSites.none')}</p>}
      >
        {(list) => (
          <ul className="lv-mirrors__list">
            {list
              .filter((site) => isHttpUrl(site.url))
              .map((site) => (
                <li key={site.url} className="lv-mirrors__item">
                  <span className="lv-mirrors__url">{site.url}</span>
                  <span className="lv-mirrors__actions">
                    <a
                      className="lv-button lv-button--ghost"
                      href={site.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('mirrorSites.openLabel', { url: site.url })}
                    >
                      {t('mirrorSites.open')}
                    </a>
                    <CopyButton text={site.url} label={t('mirrorSites.copy', { url: site.url })} />
                  </span>
                </li>
              ))}
          </ul>
        )}
      </CallState>
    </section>
  );
}

/** Its first calls, asked when the player points at its centre page's menu entry (issue 26, item 13). */
MirrorSites.pageCalls = (() => [firstCall<'mirrorSites'>('mirrorSites', undefined)]) satisfies PageCalls;
