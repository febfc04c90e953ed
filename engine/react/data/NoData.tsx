import { useT } from '../context.tsx';
import './data.css';

/** The spec's 'no data' text for an empty list (LOBBY-10), in the player's language. */
export function NoData() {
  const { t } = useT();
  return (
    <p className="lv-nodata" role="status">
      {t('engine.noData')}
    </p>
  );
}
