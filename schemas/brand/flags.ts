import type { FromSchema } from 'json-schema-to-ts';

/**
 * Feature flags (FEATURES.md §34). The eight whitelabel modules keep the platform's names so the
 * platform's system status can override them one to one (FLAG-01..FLAG-08). The per-brand switches
 * the spec names without a flag code get names of our own (decision UNSPEC-39, docs/decisions.md).
 */
export const WHITELABEL_MODULES = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'MANPLAYREB3',
  'AGENTPOLICY3',
] as const;

export const BRAND_SWITCHES = [
  'USERNAMEREG',
  'PHONEPWDRECOVERY',
  'COUNTRYCODEDISPLAY',
  'REFERRALPROMO',
  'SINGLEWALLET',
] as const;

export type FlagName = (typeof WHITELABEL_MODULES)[number] | (typeof BRAND_SWITCHES)[number];
export const FLAG_NAMES: readonly FlagName[] = [...WHITELABEL_MODULES, ...BRAND_SWITCHES];

const flag = (title: string, description: string, fallback: boolean) =>
  ({ type: 'boolean', title, description, default: fallback }) as const;

export const flagsSchema = {
  type: 'object',
  title: 'Feature flags',
  description: 'Brand defaults; the platform whitelabel modules override them at run time.',
  additionalProperties: false,
  properties: {
    MOBILENUMREG3: flag('Mobile registration', 'Mobile tab in the register popup (FLAG-01, FLAG-09).', false),
    REGMOBVERF3: flag(
      'SMS verification at registration',
      'SMS code field and send button at registration (FLAG-02, FLAG-11).',
      false,
    ),
    MOBILENUMPASSREG3: flag(
      'Mobile registration asks for a password',
      'Mobile registration also asks password and confirmation (FLAG-03).',
      true,
    ),
    FREEPLAY3: flag('Free play', 'The "try free" demo login (FLAG-04).', false),
    PWDEXPFORCECHANGE3: flag(
      'Force change of expired passwords',
      'An expired password opens the change-password popup at login (FLAG-05).',
      false,
    ),
    MOBILEVERCODELOGIN3: flag('Login by SMS code', 'SMS-mobile tab in the login popup (FLAG-06).', false),
    MANPLAYREB3: flag('Manual rebate', 'Manual rebate in the side menu and member centre (FLAG-07).', false),
    AGENTPOLICY3: flag('Agent policy', 'Loads contract data for logged-in players (FLAG-08).', false),
    USERNAMEREG: flag('Username registration', 'Username tab in the register popup (FLAG-10).', true),
    PHONEPWDRECOVERY: flag('Phone password recovery', 'Mobile tab in the forgot-password popup (FLAG-12).', false),
    COUNTRYCODEDISPLAY: flag(
      'Country code display',
      'Country dialing-code picker next to mobile inputs (FLAG-13).',
      false,
    ),
    REFERRALPROMO: flag('Referral promotion', 'Referral promotion visible to visitors (FLAG-18).', false),
    SINGLEWALLET: flag(
      'Single wallet',
      "Games play from the main balance, with no vendor wallets to transfer to (GAME-13): the wallet page is not offered. The platform's wallet mode (CALL-61) decides at run time.",
      false,
    ),
  },
} as const;

export type BrandFlags = FromSchema<typeof flagsSchema, { keepDefaultedPropertiesOptional: true }>;
