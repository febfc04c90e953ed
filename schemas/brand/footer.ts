import type { FromSchema } from 'json-schema-to-ts';
import { linkTargetSchema } from './links.ts';

export const SOCIAL_KINDS = ['YOUTUBE', 'FACEBOOK', 'INSTAGRAM', 'WHATSAPP', 'MESSENGER', 'TELEGRAM'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

/** A labelled link, as the footer and the licence's links list them. */
export const footerLink = {
  type: 'object',
  title: 'Link',
  additionalProperties: false,
  properties: {
    label: { type: 'string', title: 'Label', description: 'A text key or plain text.', minLength: 1 },
    to: linkTargetSchema,
  },
  required: ['label', 'to'],
} as const;

export const footerSchema = {
  type: 'object',
  title: 'Footer',
  additionalProperties: false,
  properties: {
    social: {
      type: 'array',
      title: 'Social links',
      description: 'Follow-us links (FOOTER-01).',
      items: {
        type: 'object',
        title: 'Social link',
        additionalProperties: false,
        properties: {
          kind: { type: 'string', title: 'Network', enum: SOCIAL_KINDS },
          url: { ...linkTargetSchema, title: 'Address', pattern: '^https?://[^\\s/]+[^\\s]*$' },
        },
        required: ['kind', 'url'],
      },
      default: [],
    },
    products: { type: 'array', title: 'Product list', items: footerLink, default: [] },
    help: {
      type: 'array',
      title: 'Help list',
      description: 'Links into the help centre (FOOTER-02).',
      items: footerLink,
      default: [],
    },
    vendors: {
      type: 'array',
      title: 'Vendor logos',
      description: 'Vendor codes whose logos the footer shows (FOOTER-03).',
      items: { type: 'string', title: 'Vendor code', pattern: '^[A-Z0-9_]+$' },
      uniqueItems: true,
      default: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'],
    },
    ageBadge: {
      type: 'boolean',
      title: 'Age badge',
      description: 'Show the age-limit badge (FOOTER-04).',
      default: true,
    },
    copyright: { type: 'string', title: 'Copyright line', description: 'A text key or plain text.' },
  },
} as const;

export type BrandFooter = FromSchema<typeof footerSchema, { keepDefaultedPropertiesOptional: true }>;
