import type { FromSchema } from 'json-schema-to-ts';
import { accessSchema, DIALOG_ID_PATTERN, pagesSchema } from './dialogs.ts';
import { mainSlots, slot, widgetNodeSchema, type WidgetNode } from './slots.ts';

export { slot, widgetNodeSchema, type WidgetNode };

export const screenSchema = {
  type: 'object',
  title: 'Screen',
  additionalProperties: false,
  properties: {
    title: { type: 'string', title: 'Title', description: 'A text key or plain text for the document title.' },
    paths: {
      type: 'array',
      title: 'Paths',
      description: 'The addresses that show this screen, each starting with "/".',
      items: { type: 'string', title: 'Path', pattern: '^/[A-Za-z0-9._~/-]*$' },
      minItems: 1,
      uniqueItems: true,
    },
    access: accessSchema,
    opens: {
      type: 'object',
      title: 'Paths that open a dialog',
      description:
        'More paths of this screen, each opening a dialog over it: "/login": "login" (ROUTE-03, ROUTE-07). Closing it returns to the screen.',
      propertyNames: { pattern: '^/[A-Za-z0-9._~/-]*$' },
      additionalProperties: { type: 'string', title: 'Dialog id', pattern: DIALOG_ID_PATTERN },
    },
    pages: pagesSchema,
    chrome: {
      type: 'object',
      title: 'Page chrome',
      additionalProperties: false,
      properties: {
        side: { type: 'boolean', title: 'Side menu', description: 'Game pages hide it (ROUTE-17).', default: true },
        footer: { type: 'boolean', title: 'Footer', default: true },
      },
    },
    slots: mainSlots,
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
    bottom: {
      ...slot('Bottom bar'),
      description: 'On phones, fixed at the bottom of the screen (the tab bar); tablets and desktops do not show it.',
    },
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
