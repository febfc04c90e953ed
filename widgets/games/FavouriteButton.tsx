import { useT } from '../../engine/react/context.tsx';
import { useTexts } from '../../engine/react/useTexts.ts';
import gamesTexts from './gameTexts.json';

export interface FavouriteButtonProps {
  /** The game's name, for the button's accessible name. */
  name: string;
  on: boolean;
  onToggle: () => void;
}

/** The heart on a tile (MYGAME-01..04): a toggle button, pressed when the game is a favourite. */
export function FavouriteButton({ name, on, onToggle }: FavouriteButtonProps) {
  useTexts(gamesTexts);
  const { t } = useT();
  return (
    <button
      type="button"
      className="lv-fav"
      aria-pressed={on}
      aria-label={t('games.favourite', { name })}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5l-1.4-1.3C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
