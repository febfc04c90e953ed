import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { BANNER_GROUPS } from '../../../schemas/vocabulary.ts';

export const schema = {
  type: 'object',
  title: 'Banner carousel',
  description:
    'The platform’s banners of one group (CALL-53) sliding by themselves, each following its linkage when clicked (HOME-01, HOME-02).',
  additionalProperties: false,
  properties: {
    group: {
      type: 'string',
      title: 'Banner group',
      description: 'Which banners to show: w_home on the home page (ANN-02).',
      enum: BANNER_GROUPS,
      default: 'w_home',
    },
    perView: {
      type: 'integer',
      title: 'Banners per view',
      description:
        'How many banners show side by side on wide screens (one on phones); at most the brand’s carousel constant (CONST-34: 3). Left out: that constant. Autoplay, speed and spacing are the brand’s constants too.',
      minimum: 1,
      maximum: 6,
      examples: [1, 3],
    },
    showDots: {
      type: 'boolean',
      title: 'Show dots',
      description: 'One button per banner under the carousel.',
      default: true,
    },
  },
  examples: [
    { group: 'w_home', showDots: true },
    { group: 'w_home', perView: 1, showDots: false },
  ],
} as const;

export type BannerCarouselProps = WidgetProps<typeof schema>;
