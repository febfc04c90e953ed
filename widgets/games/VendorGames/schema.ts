import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Vendor games',
  description:
    'The game list of one vendor (GAME-06), shown in the dialog a vendor entry (isGame VASSALAGE) opens. The dialog is opened with the vendor code (vassalage) and game type; it also carries the texts every game tile uses.',
  additionalProperties: false,
  properties: {
    columns: { type: 'integer', title: 'Tiles per row', description: 'Game tiles per row on wide screens (fewer on phones).', minimum: 2, maximum: 8, default: 4 },
  },
  examples: [{ columns: 4 }],
} as const;

export type VendorGamesProps = WidgetProps<typeof schema>;
