import type { FromSchema } from 'json-schema-to-ts';
import { CONTRACT_KINDS, type ContractKind } from '../vocabulary.ts';

export const SESSION_KINDS = ['visitor', 'trial', 'member', 'agent'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
export const DEVICES = ['mobile', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];
/**
 * What the platform says of the logged-in member that a page or menu item may depend on:
 * `hasUpline` — the member has an upline to transfer to (member info, CALL-07; MC-06,
 * transferUpline); `excluded` — a time-out or self-exclusion is in force (the responsible-gaming
 * state, CALL-150; issue 29), so nothing invites a deposit.
 */
export const MEMBER_TRAITS = ['hasUpline', 'excluded'] as const;
export type MemberTrait = (typeof MEMBER_TRAITS)[number];
/**
 * Contract types the platform's consolidated info (CALL-21) enables for the member (CONTRACT-03,
 * AG-09..12); loaded only for logged-in non-trial players when AGENTPOLICY3 is on (ROLE-08).
 */
export type ContractType = ContractKind;

/** `when`: a declarative condition evaluated before a widget or menu item is loaded. Every listed part must hold. */
export const conditionSchema = {
  type: 'object',
  title: 'Shown when',
  description:
    'All parts must hold: every flag in flags on, every flag in notFlags off, the session kind and device among those listed, every member trait true of the logged-in member, none of the excluded traits true of them, and every contract type enabled for them.',
  additionalProperties: false,
  properties: {
    flags: {
      type: 'array',
      title: 'Flags that must be on',
      items: { type: 'string', title: 'Flag' },
      uniqueItems: true,
    },
    notFlags: {
      type: 'array',
      title: 'Flags that must be off',
      items: { type: 'string', title: 'Flag' },
      uniqueItems: true,
    },
    session: {
      type: 'array',
      title: 'Session kinds',
      items: { type: 'string', enum: SESSION_KINDS },
      uniqueItems: true,
      minItems: 1,
    },
    device: {
      type: 'array',
      title: 'Devices',
      items: { type: 'string', enum: DEVICES },
      uniqueItems: true,
      minItems: 1,
    },
    member: {
      type: 'array',
      title: 'Member traits',
      description:
        'hasUpline: the member has an upline (transfer to upline, MC-06). excluded: a time-out or self-exclusion is in force.',
      items: { type: 'string', enum: MEMBER_TRAITS },
      uniqueItems: true,
      minItems: 1,
    },
    notMember: {
      type: 'array',
      title: 'Member traits that must not hold',
      description:
        'Hidden from a member of whom any of these is true; a visitor has none. A deposit link gives excluded, so a player on a time-out or self-exclusion is not invited to deposit.',
      items: { type: 'string', enum: MEMBER_TRAITS },
      uniqueItems: true,
      minItems: 1,
    },
    contracts: {
      type: 'array',
      title: 'Contract types enabled',
      description:
        'Each listed contract type is enabled by the consolidated info (CALL-21, AG-09..12), which loads only for logged-in non-trial players with AGENTPOLICY3 on (ROLE-08).',
      items: { type: 'string', enum: CONTRACT_KINDS },
      uniqueItems: true,
      minItems: 1,
    },
  },
} as const;

export type Condition = FromSchema<typeof conditionSchema, { keepDefaultedPropertiesOptional: true }>;
