import { widePart } from '../../../engine/core/widePart.ts';

/**
 * The header's parts only screens wider than a phone show: the navigation row (the brand's menu, the
 * game categories, More) and the customer-service menu. A phone's compact header has their places in
 * the drawer and the tab bar, so it never downloads them (engine/core/widePart.ts).
 */
export const headerWideParts = widePart(() => import('./WideParts.tsx'));
