import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { DIALOG_ID_PATTERN } from '../../../schemas/brand/dialogs.ts';

export const schema = {
  type: 'object',
  title: 'My games',
  description: 'A member’s own game list (ROUTE-11): favourites (MYGAME-05, CALL-47, 99 a page) or recent games (MYGAME-06, CALL-50), paged, the page in the address.',
  additionalProperties: false,
  properties: {
    list: { type: 'string', title: 'List', description: 'favorite: the favourites; recent: the games played last.', enum: ['favorite', 'recent'], default: 'favorite' },
    columns: { type: 'integer', title: 'Tiles per row', description: 'Game tiles per row on wide screens.', minimum: 2, maximum: 8, default: 6 },
    trialDialog: { type: 'string', title: 'Real-account notice', description: 'Opened for a trial account that picks a game (GAME-04).', pattern: DIALOG_ID_PATTERN, default: 'realAccount' },
  },
  examples: [{ list: 'favorite', columns: 6 }, { list: 'recent', columns: 4 }],
} as const;

export type MyGamesProps = WidgetProps<typeof schema>;
