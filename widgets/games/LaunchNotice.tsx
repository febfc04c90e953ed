import { displayText } from '../../engine/api/errors.ts';
import { useT } from '../../engine/react/context.tsx';
import { gameTitle } from './gameImages.ts';
import type { GameSelect } from './useGameSelect.ts';
import './games.css';
import { useTexts } from '../../engine/react/useTexts.ts';
import gamesTexts from './gameTexts.json';

/**
 * What the last pick left to say, in place above the games: a launch on its way, a window the
 * browser blocked (ERR-22) or a launch that failed (the catalogue's text), with Retry and Dismiss.
 */
export function LaunchNotice({ selection }: { selection: GameSelect }) {
  useTexts(gamesTexts);
  const { t } = useT();
  const { problem, launching, select, dismiss } = selection;
  if (!problem) {
    return (
      <p className="lv-launch-status" role="status">
        {launching ? t('games.launching', { name: launching }) : ''}
      </p>
    );
  }
  const name = problem.entry.gameCode
    ? gameTitle({ ...problem.entry, gameCode: problem.entry.gameCode })
    : problem.entry.vassalage;
  return (
    <div className="lv-launch-problem" role="alert">
      <p>{problem.kind === 'popupBlocked' ? t('games.popupBlocked', { name }) : displayText(problem.error, t)}</p>
      <div className="lv-launch-problem__actions">
        <button type="button" className="lv-button lv-button--primary" onClick={() => select(problem.entry)}>
          {t('errors.retry')}
        </button>
        <button type="button" className="lv-button lv-button--ghost" onClick={dismiss}>
          {t('games.dismiss')}
        </button>
      </div>
    </div>
  );
}
