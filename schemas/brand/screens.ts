import type { FromSchema } from 'json-schema-to-ts';
import { conditionSchema } from './conditions.ts';

/**
 * A widget node in a slot. Here `props` is any object; the emitted brand schema replaces this
 * with a `oneOf` over the registered widget types, discriminated on `widget`, so a bad prop is
 * reported against its own widget (scripts/emit-schemas.ts).
 */
export const widgetNodeSchema = {
  type: 'object',
  title: 'Widget',
  additionalProperties: false,
  properties: {
    widget: { type: 'string', title: 'Widget type', pattern: '^[A-Z][A-Za-z0-9]*$' },
    id: { type: 'string', title: 'Anchor id', description: 'Makes the widget a hash-link target (/#id).', pattern: '^[a-z][a-z0-9-]*$' },
    props: { type: 'object', title: 'Properties' },
    when: conditionSchema,
  },
  required: ['widget'],
} as const;

export type WidgetNode = FromSchema<typeof widgetNodeSchema, { keepDefaultedPropertiesOptional: true }>;

const slot = (title: string) => ({ type: 'array', title, items: widgetNodeSchema }) as const;

export const SCREEN_SLOTS = ['main'] as const;
export const LAYOUT_SLOTS = ['header', 'side', 'footer'] as const;

export const screenSchema = {
  type: 'object',
  title: 'Screen',
  additionalProperties: false,
  properties: {
    title: { type: 'string', title: 'Title', description: 'A text key or plain text for the document title.' },
    paths: {
      type: 'array',
      title: 'Paths',
      items: { type: 'string', pattern: '^/[A-Za-z0-9._~/-]*$' },
      minItems: 1,
      uniqueItems: true,
    },
    access: {
      type: 'string',
      title: 'Access',
      description: 'public; token: needs a session token, else /login (ROUTE-18); agent: needs an agent account, else /agent (ROUTE-05).',
      enum: ['public', 'token', 'agent'],
      default: 'public',
    },
    chrome: {
      type: 'object',
      title: 'Page chrome',
      additionalProperties: false,
      properties: {
        side: { type: 'boolean', title: 'Side menu', description: 'Game pages hide it (ROUTE-17).', default: true },
        footer: { type: 'boolean', title: 'Footer', default: true },
      },
    },
    slots: {
      type: 'object',
      title: 'Slots',
      additionalProperties: false,
      properties: { main: slot('Main') },
      required: ['main'],
    },
  },
  required: ['paths', 'slots'],
} as const;

export type Screen = FromSchema<typeof screenSchema, { keepDefaultedPropertiesOptional: true }>;

export const layoutSchema = {
  type: 'object',
  title: 'Layout',
  description: 'The site shell around every screen.',
  additionalProperties: false,
  properties: {
    header: slot('Header'),
    side: slot('Side'),
    footer: slot('Footer'),
  },
} as const;

export type Layout = FromSchema<typeof layoutSchema, { keepDefaultedPropertiesOptional: true }>;

export const screensSchema = {
  type: 'object',
  title: 'Screens',
  description: 'Screens by id; each has its paths, access and slots of widgets.',
  propertyNames: { pattern: '^[a-z][A-Za-z0-9]*$' },
  additionalProperties: screenSchema,
} as const;
