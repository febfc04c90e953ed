import type { FromSchema } from 'json-schema-to-ts';

export const SESSION_KINDS = ['visitor', 'trial', 'member', 'agent'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
export const DEVICES = ['mobile', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** `when`: a declarative condition evaluated before a widget or menu item is loaded. Every listed part must hold. */
export const conditionSchema = {
  type: 'object',
  title: 'Shown when',
  description: 'All parts must hold: every flag in flags on, every flag in notFlags off, the session kind and device among those listed.',
  additionalProperties: false,
  properties: {
    flags: { type: 'array', title: 'Flags that must be on', items: { type: 'string' }, uniqueItems: true },
    notFlags: { type: 'array', title: 'Flags that must be off', items: { type: 'string' }, uniqueItems: true },
    session: { type: 'array', title: 'Session kinds', items: { type: 'string', enum: SESSION_KINDS }, uniqueItems: true, minItems: 1 },
    device: { type: 'array', title: 'Devices', items: { type: 'string', enum: DEVICES }, uniqueItems: true, minItems: 1 },
  },
} as const;

export type Condition = FromSchema<typeof conditionSchema, { keepDefaultedPropertiesOptional: true }>;
