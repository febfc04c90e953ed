/**
 * Shared game pieces (issue 8): the tile, the grid, the pager, the favourite heart and the
 * game-selection flow, for the lobby, the account lists, the lottery pages and the home widgets.
 * Their texts (`games.*`) ship with the VendorGames widget, which every brand registers.
 */
export { GameTile, type GameTileProps } from './GameTile.tsx';
export { GameGrid, GameGridSkeleton, type GameGridProps } from './GameGrid.tsx';
export { FavouriteButton, type FavouriteButtonProps } from './FavouriteButton.tsx';
export { LaunchNotice } from './LaunchNotice.tsx';
export { Pager, type PagerProps } from './Pager.tsx';
export { pagerItems, type PagerItem } from './pagerItems.ts';
export { useFavourites, FAVOURITE_THROTTLE_MS, type Favourites } from './useFavourites.ts';
export {
  useGameSelect,
  routeFor,
  type GameEntry,
  type GameSelect,
  type GameSelectDialogs,
  type LaunchProblem,
} from './useGameSelect.ts';
export { gameImageUrl, gameTitle, imageUrl, vendorImageUrl, type VendorImageVariant } from './gameImages.ts';
export { backUrlFor, onLaunchHost } from './launchUrls.ts';
