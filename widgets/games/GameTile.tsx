import type { Game } from '../../schemas/api/entities.ts';
import { usePlatform, useT } from '../../engine/react/context.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';
import { gameImageUrl, gameTitle } from './gameImages.ts';
import './games.css';
import { useTexts } from '../../engine/react/useTexts.ts';
import gamesTexts from './gameTexts.json';

export interface GameTileProps {
  game: Game;
  /** The player picked the game (the selection flow, GAME-03..08). */
  onSelect: (game: Game) => void;
  /** Whether the game is a favourite; the heart is left out when undefined. */
  favourite?: boolean;
  onToggleFavourite?: (game: Game) => void;
  /** Loads the picture at once (the first row of a screen); lazily otherwise. */
  eager?: boolean;
}

/**
 * One game (GAME-09..11): its picture on the platform's image host in a box of fixed aspect ratio
 * (nothing moves when it arrives), its name, a hot badge when isHot is 1, and the favourite heart.
 */
export function GameTile({ game, onSelect, favourite, onToggleFavourite, eager = false }: GameTileProps) {
  useTexts(gamesTexts);
  const { t } = useT();
  const imageHost = usePlatform((s) => s.imageHost);
  const title = gameTitle(game);
  const image = gameImageUrl(game, imageHost);
  return (
    <div className="lv-tile" data-node-id={game.nodeId}>
      <button type="button" className="lv-tile__pick" onClick={() => onSelect(game)}>
        <span className="lv-tile__picture">
          {image ? (
            <img src={image} alt="" width={200} height={200} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          ) : (
            <span className="lv-tile__placeholder" aria-hidden="true">
              {title.slice(0, 2)}
            </span>
          )}
        </span>
        <span className="lv-tile__name">{title}</span>
        {game.isHot === 1 && <span className="lv-tile__hot">{t('games.hot')}</span>}
      </button>
      {favourite !== undefined && onToggleFavourite && (
        <FavouriteButton name={title} on={favourite} onToggle={() => onToggleFavourite(game)} />
      )}
    </div>
  );
}
