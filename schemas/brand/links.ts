import type { FromSchema } from 'json-schema-to-ts';
import { badgeSchema } from './badges.ts';
import { conditionSchema } from './conditions.ts';

/**
 * A link target: a site-relative path ("/promotions", "/member?page=rewardCenter") or an http(s) URL.
 * `javascript:`, `data:` and protocol-relative URLs never match, so they never reach a page.
 */
export const linkTargetSchema = {
  type: 'string',
  title: 'Link target',
  description: 'A site path starting with "/" or an http(s) URL.',
  pattern: '^(/(?!/)[^\\s]*|https?://[^\\s/]+[^\\s]*)$',
  examples: ['/promotions', '/member?page=rewardCenter', 'https://t.me/livery'],
} as const;

export const menuItemSchema = {
  type: 'object',
  title: 'Menu item',
  additionalProperties: false,
  properties: {
    id: { type: 'string', title: 'Id', pattern: '^[a-zA-Z][a-zA-Z0-9_-]*$' },
    label: {
      type: 'string',
      title: 'Label',
      description: 'A text key such as "menu.home" (locale files) or plain text.',
      minLength: 1,
    },
    to: linkTargetSchema,
    icon: {
      type: 'string',
      title: 'Icon',
      enum: [
        'home',
        'gift',
        'crown',
        'coins',
        'megaphone',
        'download',
        'headset',
        'user',
        'wallet',
        'history',
        'star',
        'clock',
        'help',
        'dice',
        'cards',
        'fish',
        'ball',
        'trophy',
        'lottery',
        'live',
      ],
    },
    badge: badgeSchema,
    when: conditionSchema,
  },
  required: ['id', 'label', 'to'],
} as const;

export type MenuItem = FromSchema<typeof menuItemSchema, { keepDefaultedPropertiesOptional: true }>;
