import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { DIALOG_ID_PATTERN } from '../../../schemas/brand/dialogIds.ts';

export const schema = {
  type: 'object',
  title: 'My games',
  description:
    'A member’s own game list (ROUTE-11): favourites (MYGAME-05, CALL-47, 99 a page) or recent games (MYGAME-06, CALL-50), paged, the page in the address.',
  additionalProperties: false,
  properties: {
    list: {
      type: 'string',
      title: 'List',
      description: 'favorite: the favourites; recent: the games played last.',
      enum: ['favorite', 'recent'],
      default: 'favorite',
    },
    columns: {
      type: 'integer',
      title: 'Tiles per row',
      description: 'Game tiles per row on wide screens.',
      minimum: 2,
      maximum: 8,
      default: 6,
    },
    trialDialog: {
      type: 'string',
      title: 'Real-account notice',
      description: 'Opened for a trial account that picks a game (GAME-04).',
      pattern: DIALOG_ID_PATTERN,
      default: 'realAccount',
    },
    pageParam: {
      type: 'string',
      title: 'Page parameter',
      pattern: '^[a-z][A-Za-z0-9]{0,31}$',
      default: 'page',
      description:
        "The address parameter that keeps the list's page; inside the member centre (where `page` names the centre's page) another one, e.g. gamesPage.",
    },
    headingLevel: {
      type: 'integer',
      title: 'Heading level',
      description: '1 on a page of its own; 3 inside a centre page, under its heading.',
      minimum: 1,
      maximum: 3,
      default: 1,
    },
    showTitle: {
      type: 'boolean',
      default: true,
      title: 'Show the title',
      description: 'Off where the page around it already says "Recent games" or "Favourites" (a member-centre page).',
    },
  },
  examples: [
    { list: 'favorite', columns: 6 },
    { list: 'recent', columns: 4, pageParam: 'gamesPage', headingLevel: 3 },
  ],
} as const;

export type MyGamesProps = WidgetProps<typeof schema>;
