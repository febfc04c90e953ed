import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { DIALOG_ID_PATTERN } from '../../../schemas/brand/dialogIds.ts';

/** The home's sections in the spec's order (HOME-06). */
export const HOME_SECTIONS = ['HOT', 'FAV', 'RNG', 'FISH', 'LIVE', 'SPORTS', 'ELOTT', 'PVP'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

const dialog = (title: string, description: string, fallback: string) =>
  ({ type: 'string', title, description, pattern: DIALOG_ID_PATTERN, default: fallback }) as const;

export const schema = {
  type: 'object',
  title: 'Home games',
  description:
    'The game menu tabs (HOME, FAV, HOT, then each category with a vendor and a lobby; HOME-04, HOME-05, HOME-11) and the home sections of at most 6 games each (HOT, FAV for members, then the categories; HOME-06..09).',
  additionalProperties: false,
  properties: {
    sections: {
      type: 'array',
      title: 'Sections',
      description: 'Which sections the HOME tab shows, in this order; FAV shows to members only.',
      items: { type: 'string', enum: HOME_SECTIONS },
      uniqueItems: true,
      default: [...HOME_SECTIONS],
      examples: [['HOT', 'FAV', 'LIVE', 'RNG']],
    },
    columns: {
      type: 'integer',
      title: 'Tiles per row',
      description: 'Game tiles a row on wide screens (fewer on phones).',
      minimum: 2,
      maximum: 6,
      default: 6,
      examples: [3],
    },
    showTabs: {
      type: 'boolean',
      title: 'Show the tabs',
      description: 'The game menu above the sections.',
      default: true,
    },
    loginDialog: dialog(
      'Login dialog',
      'Opened by FAV for a visitor and by a visitor picking a game (HOME-05, GAME-03).',
      'login',
    ),
    trialDialog: dialog('Real-account dialog', 'Opened when a trial account picks a game (GAME-04).', 'realAccount'),
    vendorDialog: dialog('Vendor games dialog', 'Opened by a vendor entry (GAME-06).', 'vendorGames'),
  },
  examples: [
    { sections: [...HOME_SECTIONS], columns: 6 },
    { sections: ['HOT', 'FAV', 'LIVE', 'RNG'], columns: 3 },
  ],
} as const;

export type HomeGamesProps = WidgetProps<typeof schema>;
