import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { BRAND_IMAGE_MEDIA_TYPE } from '../../../schemas/brand/assets.ts';
import { linkTargetSchema } from '../../../schemas/brand/links.ts';

export const schema = {
  type: 'object',
  title: 'Promo hero',
  description: 'A large promotional banner: headline, body text, a call-to-action link and an optional brand image.',
  additionalProperties: false,
  properties: {
    headline: {
      type: 'string',
      title: 'Headline',
      description: 'A text key such as "home.auroraHeadline", or plain text.',
      minLength: 1,
      default: 'home.auroraHeadline',
      examples: ['home.jadeHeadline'],
    },
    body: {
      type: 'string',
      title: 'Body',
      description: 'A text key or plain text shown under the headline.',
      default: '',
      examples: ['home.jadeBody'],
    },
    cta: {
      type: 'object',
      title: 'Call to action',
      additionalProperties: false,
      properties: {
        label: {
          type: 'string',
          title: 'Label',
          description: 'A text key or plain text.',
          minLength: 1,
          examples: ['home.joinNow'],
        },
        to: linkTargetSchema,
      },
      required: ['label', 'to'],
    },
    image: {
      type: 'string',
      title: 'Image',
      description: 'A file under the brand folder, such as assets/hero.webp.',
      pattern: '^assets/[A-Za-z0-9._/-]+\\.(svg|png|webp|jpg|jpeg)$',
      contentMediaType: BRAND_IMAGE_MEDIA_TYPE,
      examples: ['assets/hero.webp'],
    },
    align: { type: 'string', title: 'Text alignment', enum: ['start', 'center'], default: 'start' },
  },
  required: ['headline'],
  examples: [
    { headline: 'home.auroraHeadline', body: 'home.auroraBody', cta: { label: 'home.joinNow', to: '/register' } },
  ],
} as const;

export type PromoHeroProps = WidgetProps<typeof schema>;
