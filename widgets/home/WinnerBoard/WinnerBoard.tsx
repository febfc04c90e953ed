import { useRef, type CSSProperties } from 'react';
import { useBrand, useT } from '../../../engine/react/context.tsx';
import { CallState, useCall } from '../../../engine/react/data/index.ts';
import { useNearScreen } from '../../../engine/react/useNearScreen.ts';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';
import { formatMoney } from '../../shared/formatMoney.ts';
import { winnersOf } from './winners.ts';
import type { WinnerBoardProps } from './schema.ts';
import './WinnerBoard.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

const ROW_HEIGHT = '2.75rem';

/** The board's rows: its call and their every state, drawn once the board is near the screen. */
function WinnerList({ showGame, limit, height }: { showGame: boolean; limit: number; height: string }) {
  const language = usePlatformLanguage();
  const result = useCall('rankList', { gameCategory: 'ALL', language, limitNum: limit });
  return (
    <CallState result={result} skeleton={{ height }} isEmpty={(data) => winnersOf(data, limit).length === 0}>
      {(data) => (
        <ol className="lv-winners__list">
          {winnersOf(data, limit).map((winner, index) => (
            <li key={`${winner.account ?? ''}-${winner.gameCode ?? ''}-${index}`} className="lv-winners__row">
              <span className="lv-winners__rank" aria-hidden="true">
                {index + 1}
              </span>
              <span className="lv-winners__who">
                <span className="lv-winners__player">{winner.account}</span>
                {showGame && winner.gameName && <span className="lv-winners__game">{winner.gameName}</span>}
              </span>
              <span className="lv-winners__amount">
                {winner.currencySymbol ? `${winner.currencySymbol} ` : ''}
                {formatMoney(winner.winAmount, language)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </CallState>
  );
}

/**
 * The winner board (HOME-10, CONST-08): CALL-54 for every category in the player's language,
 * the brand's number of winners (20), largest win first, each amount in its currency ("RM 1,234.50")
 * with two decimals and the language's thousands separators. Its title shows at once; the winners are asked for when the
 * board comes near the screen (below a phone's first screen, they would only slow its start), and
 * until they arrive the board keeps its final height.
 */
export default function WinnerBoard({ showGame, columns }: WinnerBoardProps) {
  useTexts(texts);
  const { t } = useT();
  const limit = useBrand().constants.winnerBoardLimit;
  const ref = useRef<HTMLElement>(null);
  const near = useNearScreen(ref);
  const rows = Math.ceil(limit / columns);
  const height = `calc(${rows} * ${ROW_HEIGHT})`;
  const style = { '--lv-winner-columns': String(columns), '--lv-winner-rows': String(rows) } as CSSProperties;
  return (
    <section ref={ref} className="lv-winners" aria-labelledby="lv-winners-title" style={style}>
      <h2 id="lv-winners-title" className="lv-winners__title">
        {t('winners.title')}
      </h2>
      {near ? <WinnerList showGame={showGame} limit={limit} height={height} /> : <div style={{ minHeight: height }} />}
    </section>
  );
}
