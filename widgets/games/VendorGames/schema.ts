import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Vendor games',
  description:
    'The game list of one vendor (GAME-06), shown in the dialog a vendor entry (isGame VASSALAGE) opens. The dialog is opened with the vendor code (vassalage) and game type; it also carries the texts every game tile uses.',
  additionalProperties: false,
  properties: {
    vassalage: {
      type: 'string',
      title: 'Vendor code',
      description:
        'The vendor shown when the widget is placed on a screen; in the dialog, the entry that opened it names the vendor.',
      pattern: '^[A-Za-z0-9_-]{1,32}$',
      examples: ['PG'],
    },
    gameType: {
      type: 'string',
      title: 'Game type',
      description: 'Narrows the vendor’s games to one type (RNG, LIVE …).',
      pattern: '^[A-Z][A-Z0-9_]{0,31}$',
      examples: ['RNG'],
    },
    columns: {
      type: 'integer',
      title: 'Tiles per row',
      description: 'Game tiles per row on wide screens (fewer on phones).',
      minimum: 2,
      maximum: 8,
      default: 4,
    },
  },
  examples: [{ columns: 4 }, { vassalage: 'PG', gameType: 'RNG', columns: 6 }],
} as const;

export type VendorGamesProps = WidgetProps<typeof schema>;
