import type { CSSProperties } from 'react';
import type { Game } from '../../schemas/api/entities.ts';
import { CallError } from '../../engine/react/data/index.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import { GameTile } from './GameTile.tsx';
import { LaunchNotice } from './LaunchNotice.tsx';
import { useFavourites } from './useFavourites.ts';
import { useGameSelect, type GameSelect, type GameSelectDialogs } from './useGameSelect.ts';
import './games.css';

export interface GameGridProps {
  games: readonly Game[];
  /** Tiles per row on wide screens (fewer on phones). */
  columns: number;
  /** The list's accessible name. */
  label: string;
  /** Dialogs the selection flow opens (login, real-account notice, vendor games). */
  dialogs?: GameSelectDialogs;
  /** A selection flow of the caller's (when it shows the launch notice itself). */
  selection?: GameSelect;
  /** How many tiles load their picture at once (the first row); the rest load lazily. */
  eager?: number;
}

const gridStyle = (columns: number) => ({ '--lv-game-columns': String(columns) }) as CSSProperties;

/**
 * A grid of game tiles with the whole selection flow and a favourite heart on each (GAME-03..11,
 * MYGAME-01..04): the grid the lobby, the account lists, the vendor dialog and the home sections share.
 */
export function GameGrid({ games, columns, label, dialogs, selection, eager = 0 }: GameGridProps) {
  const own = useGameSelect(dialogs);
  const flow = selection ?? own;
  const favourites = useFavourites(dialogs?.loginDialog);
  return (
    <div className="lv-games">
      {!selection && <LaunchNotice selection={flow} />}
      {favourites.error && <CallError error={favourites.error} />}
      <ul className="lv-game-grid" style={gridStyle(columns)} aria-label={label}>
        {games.map((game, index) => (
          <li key={game.nodeId}>
            <GameTile
              game={game}
              eager={index < eager}
              onSelect={flow.select}
              favourite={favourites.isFavourite(game.nodeId)}
              onToggleFavourite={favourites.toggle}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Tiles of a grid's final size while its games load; `still` draws them without the loading pulse,
 * for a grid whose games are not asked for yet (a home section below the screen).
 */
export function GameGridSkeleton({
  count,
  columns,
  still = false,
}: {
  count: number;
  columns: number;
  still?: boolean;
}) {
  const bone = still ? '' : ' lv-skeleton';
  return (
    <ul className="lv-game-grid" style={gridStyle(columns)} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="lv-tile lv-tile--skeleton">
            <span className={`lv-tile__picture${bone}`} />
            <span className={`lv-tile__name${bone}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export { FavouriteButton };
