import { useT } from '../../../engine/react/context.tsx';
import { CallError, useCall } from '../../../engine/react/data/index.ts';
import { Link } from '../../../engine/react/navigation.tsx';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';

/** SIDE-05, CONST-09: the first promotions and a link to all of them. */
const SHOWN = 6;

/**
 * The first six promotions (CALL-53, the same call the home's banners and notices make, so it
 * is asked once) and "more" to /promotions. While they load, or when there are none, only the
 * "more" link shows: the side menu never grows a blank. A failed call says so above it, with a
 * retry (issue 14): the promotions never vanish unannounced.
 */
export function SidePromotions() {
  const { t } = useT();
  const language = usePlatformLanguage();
  const content = useCall('announcements', { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', language });
  const promotions = (content.data?.promotion ?? []).slice(0, SHOWN);
  return (
    <section className="lv-side__section" aria-labelledby="lv-side-promotions">
      <h2 id="lv-side-promotions" className="lv-side__heading">
        {t('layout.promotions')}
      </h2>
      <ul className="lv-side__list">
        {promotions.map((promotion) => (
          <li key={promotion.id}>
            <Link to={`/promotions#${encodeURIComponent(promotion.id)}`} className="lv-side__link lv-side__link--small">
              {promotion.title}
            </Link>
          </li>
        ))}
        {content.status === 'error' && content.error && (
          <li className="lv-side__failed">
            <CallError error={content.error} retry={() => void content.refetch()} />
          </li>
        )}
        <li>
          <Link to="/promotions" className="lv-side__link lv-side__link--small lv-side__more">
            {t('layout.morePromotions')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
