import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { linkTargetSchema, menuItemSchema } from '../../../schemas/brand/links.ts';

export const schema = {
  type: 'object',
  title: 'Category tiles',
  description: 'A grid of game-category tiles, each a link with an icon and a label.',
  additionalProperties: false,
  properties: {
    tiles: {
      type: 'array',
      title: 'Tiles',
      items: {
        type: 'object',
        title: 'Tile',
        additionalProperties: false,
        properties: {
          label: {
            type: 'string',
            title: 'Label',
            description: 'A text key such as "menu.slots", or plain text.',
            minLength: 1,
          },
          to: linkTargetSchema,
          icon: menuItemSchema.properties.icon,
        },
        required: ['label', 'to'],
      },
      default: [],
      examples: [
        [
          { label: 'menu.slots', to: '/#games', icon: 'dice' },
          { label: 'menu.live', to: '/#games', icon: 'live' },
        ],
      ],
    },
    columns: {
      type: 'integer',
      title: 'Columns',
      description: 'Tiles per row on wide screens (two on phones).',
      minimum: 2,
      maximum: 6,
      default: 4,
    },
  },
  examples: [{ columns: 4, tiles: [{ label: 'menu.slots', to: '/#games', icon: 'dice' }] }],
} as const;

export type CategoryTilesProps = WidgetProps<typeof schema>;
