import type { FromSchema } from 'json-schema-to-ts';
import { constantsSchema, type BrandConstants } from './constants.ts';
import { dialogsSchema, type CentrePage, type Dialog } from './dialogs.ts';
import { flagsSchema, type BrandFlags } from './flags.ts';
import { footerSchema, type BrandFooter } from './footer.ts';
import { complianceSchema, type BrandCompliance, type RuntimeCompliance } from './compliance.ts';
import { languagesSchema, type BrandLanguages } from './languages.ts';
import { menusSchema, type BrandMenus } from './menus.ts';
import { registrationSchema, type BrandRegistration } from './registration.ts';
import { layoutSchema, screensSchema, type Layout, type Screen, type WidgetNode } from './screens.ts';
import { signInSchema, type BrandSignIn, type SignInProviderConfig } from './signIn.ts';
import { themeSchema, type BrandTheme } from './theme.ts';

/** A brand id: the folder name under brands/, so never a path (no dots, slashes or capitals). */
export const BRAND_ID_PATTERN = '^[a-z][a-z0-9-]{1,31}$';

export const identitySchema = {
  type: 'object',
  properties: {
    $schema: {
      type: 'string',
      title: 'Schema',
      description: 'Path to the emitted brand schema, for editor autocomplete.',
    },
    id: {
      type: 'string',
      title: 'Brand id',
      pattern: BRAND_ID_PATTERN,
      description: 'Lower-case id; the folder name under brands/.',
    },
    name: { type: 'string', title: 'Brand name', minLength: 1, maxLength: 60 },
    extends: {
      type: 'string',
      title: 'Extends',
      description: 'Id of the brand this one builds on (usually base).',
      pattern: BRAND_ID_PATTERN,
    },
    hosts: {
      type: 'array',
      title: 'Host names',
      description: 'Host names that serve this brand (aurora.example.com, aurora.localhost).',
      items: {
        type: 'string',
        title: 'Host name',
        pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$',
      },
      uniqueItems: true,
      default: [],
    },
    merchantCode: {
      type: 'string',
      title: 'Merchant code',
      description: 'The platform merchant code (UNSPEC-33).',
      pattern: '^[A-Za-z0-9_-]{1,32}$',
    },
    api: {
      type: 'object',
      title: 'Platform',
      additionalProperties: false,
      properties: {
        baseUrl: {
          type: 'string',
          title: 'Platform address',
          description: 'Empty: the server that serves the site.',
          pattern: '^(https?://[^\\s]+)?$',
          default: '',
        },
      },
    },
  },
} as const;

/** The brand document as a whole, assembled from its parts. */
export const brandSchema = {
  $id: 'https://livery.dev/schemas/brand.schema.json',
  title: 'Brand',
  description:
    'One brand of the Livery engine: identity, languages, flags, registration rules, theme, menus, footer, constants and screens.',
  type: 'object',
  additionalProperties: false,
  properties: {
    ...identitySchema.properties,
    languages: languagesSchema,
    flags: flagsSchema,
    registration: registrationSchema,
    theme: themeSchema,
    menus: menusSchema,
    footer: footerSchema,
    compliance: complianceSchema,
    constants: constantsSchema,
    layout: layoutSchema,
    screens: screensSchema,
    dialogs: dialogsSchema,
    signIn: signInSchema,
  },
  required: ['id', 'name'],
} as const;

type Identity = FromSchema<typeof identitySchema, { keepDefaultedPropertiesOptional: true }>;

/**
 * The brand as authored: every part optional but id and name (a brand that extends another
 * states only what differs). Types are assembled per part, never over the whole schema (TS2589).
 */
export interface BrandDocument extends Identity {
  id: string;
  name: string;
  languages?: Partial<BrandLanguages>;
  flags?: BrandFlags;
  registration?: BrandRegistration;
  theme?: BrandTheme;
  menus?: BrandMenus;
  footer?: BrandFooter;
  compliance?: BrandCompliance;
  constants?: BrandConstants;
  layout?: Layout;
  screens?: Record<string, Screen>;
  dialogs?: Record<string, Dialog>;
  signIn?: BrandSignIn;
}

type DeepRequired<T> = T extends readonly (infer U)[]
  ? DeepRequired<U>[]
  : T extends object
    ? { [K in keyof T]-?: DeepRequired<T[K]> }
    : T;

/**
 * The runtime brand: merged along `extends` and with every schema default applied, as the
 * player loads it. Optional leaves that have no default stay optional where the schema says so.
 */
export interface RuntimeBrand {
  id: string;
  name: string;
  hosts: string[];
  merchantCode?: string;
  api: { baseUrl: string };
  languages: BrandLanguages;
  flags: DeepRequired<BrandFlags>;
  registration: Omit<DeepRequired<BrandRegistration>, 'rules'> & {
    rules: Required<NonNullable<BrandRegistration['rules']>>;
  };
  theme: DeepRequired<BrandTheme>;
  menus: DeepRequired<BrandMenus>;
  footer: Omit<DeepRequired<BrandFooter>, 'copyright'> & { copyright?: string };
  compliance: RuntimeCompliance;
  constants: DeepRequired<BrandConstants>;
  layout: Layout;
  screens: Record<string, Screen>;
  dialogs: Record<string, Dialog>;
  /** Third-party sign-in providers the login form shows (AUTH-13). */
  signIn: { providers: Required<SignInProviderConfig>[] };
  /** Locale overrides from brands/<id>/locales, by language code. */
  locales: Partial<Record<string, Record<string, unknown>>>;
  /** Public URL prefix of this brand's assets, e.g. /brands/aurora/ */
  assetBase: string;
}

export type { CentrePage, Dialog };
export type { BrandSignIn, SignInProviderConfig };
export type {
  BrandConstants,
  BrandFlags,
  BrandFooter,
  BrandLanguages,
  BrandMenus,
  BrandRegistration,
  BrandTheme,
  Layout,
  Screen,
  WidgetNode,
};
