import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { linkTargetSchema } from '../../../schemas/brand/links.ts';

export const schema = {
  type: 'object',
  title: 'Announcement list',
  description:
    'The announcements dialog’s content (ANN-03..05): the player notices’ titles, the brand’s page size (9) with a pager (margin 1, range 5), the picked one’s HTML sanitized, and a go-to-promotion button for an item with a promotionType.',
  additionalProperties: false,
  properties: {
    promotionLink: {
      ...linkTargetSchema,
      title: 'Go-to-promotion target',
      description: 'Where the go-to-promotion button leads (the reward centre).',
      default: '/promotions',
    },
  },
  examples: [{ promotionLink: '/promotions' }],
} as const;

export type AnnouncementListProps = WidgetProps<typeof schema>;
