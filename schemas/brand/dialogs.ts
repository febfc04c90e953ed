import type { FromSchema } from 'json-schema-to-ts';
import { conditionSchema } from './conditions.ts';
import { badgeSchema } from './badges.ts';
import { menuItemSchema } from './links.ts';
import { DIALOG_ID_PATTERN } from './dialogIds.ts';
import { mainSlots } from './slots.ts';

export { DIALOG_ID_PATTERN, PASSWORD_CHANGE_DIALOG, REAL_ACCOUNT_DIALOG, REGISTER_DIALOG } from './dialogIds.ts';

export const ACCESS_LEVELS = ['public', 'token', 'member', 'agent'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export const accessSchema = {
  type: 'string',
  title: 'Access',
  description:
    'public; token: needs a session token, else the login dialog (ROUTE-18); member: a real account, else the login dialog, or for a trial account the real-account notice (ROLE-05); agent: needs an agent account, else /agent (ROUTE-05).',
  enum: ACCESS_LEVELS,
  default: 'public',
} as const;

export { BADGE_SOURCES, badgeSchema, type BadgeSource } from './badges.ts';

/** One page of a centre (member centre, agent centre …): listed in the centre's menu, deep-linked by `?page=<id>`. */
export const pageSchema = {
  type: 'object',
  title: 'Centre page',
  additionalProperties: false,
  properties: {
    id: {
      type: 'string',
      title: 'Identifier',
      description: "The spec's page identifier (securityCenter, withdraw, agentTeamOverview …); ?page=<id> opens it.",
      pattern: DIALOG_ID_PATTERN,
    },
    label: {
      type: 'string',
      title: 'Label',
      description: 'A text key or plain text for the menu entry and the page heading.',
      minLength: 1,
    },
    icon: menuItemSchema.properties.icon,
    badge: badgeSchema,
    when: conditionSchema,
    unavailable: {
      type: 'string',
      title: 'When not shown',
      minLength: 1,
      description:
        'A text key or plain text said to a player who opens this page by its link while its condition is false (e.g. transfer to upline without an upline); without it they see the first page.',
    },
    slots: mainSlots,
  },
  required: ['id', 'label', 'slots'],
} as const;

export type CentrePage = FromSchema<typeof pageSchema, { keepDefaultedPropertiesOptional: true }>;

export const pagesSchema = {
  type: 'array',
  title: 'Pages',
  description:
    'Makes this a centre: a menu of these pages beside the selected one. A page whose condition fails is neither listed nor reachable.',
  items: pageSchema,
  minItems: 1,
} as const;

export const DIALOG_SIZES = ['small', 'medium', 'large'] as const;

/** A dialog: brand configuration like a screen, opened by id from a widget, a route or another dialog. */
export const dialogSchema = {
  type: 'object',
  title: 'Dialog',
  additionalProperties: false,
  properties: {
    title: {
      type: 'string',
      title: 'Title',
      description: 'A text key or plain text; it names the dialog for assistive technology.',
      minLength: 1,
    },
    size: {
      type: 'string',
      title: 'Size',
      description: 'Width on wide screens; on phones every dialog takes the screen width.',
      enum: DIALOG_SIZES,
      default: 'medium',
    },
    access: accessSchema,
    dismissable: {
      type: 'boolean',
      title: 'Dismissable',
      description:
        "false: no close button, and Escape or the browser's close request leave it open; only its own widgets close it (the forced password change, AUTH-05, AUTH-06), so they must offer a way out.",
      default: true,
    },
    slots: mainSlots,
    pages: pagesSchema,
  },
  required: ['title'],
} as const;

export type Dialog = FromSchema<typeof dialogSchema, { keepDefaultedPropertiesOptional: true }>;

export const dialogsSchema = {
  type: 'object',
  title: 'Dialogs',
  description:
    "Dialogs by id (login, register, notice …); widgets, routes (a screen's `opens`) and other dialogs open them.",
  propertyNames: { pattern: DIALOG_ID_PATTERN },
  additionalProperties: dialogSchema,
} as const;
