import type { FromSchema } from 'json-schema-to-ts';

/**
 * Third-party sign-in (AUTH-13, UNSPEC-34): the providers the login form offers, in order. Each
 * names the popup the player opens; the popup posts `{ type: 'livery:sign-in', provider,
 * providerToken }` back to the player, and the player logs in with CALL-04 `type: 'provider'`.
 */
export const signInSchema = {
  type: 'object',
  title: 'Third-party sign-in',
  description: 'The sign-in providers the login form shows, as "Continue with …" buttons (AUTH-13).',
  additionalProperties: false,
  properties: {
    providers: {
      type: 'array',
      title: 'Providers',
      description: "In the order shown. None: only the brand's own logins.",
      items: {
        type: 'object',
        title: 'Provider',
        additionalProperties: false,
        properties: {
          id: { type: 'string', enum: ['facebook', 'google', 'telegram'], title: 'Provider' },
          popupUrl: {
            type: 'string',
            title: 'Popup address',
            description:
              'The page the popup opens; {provider} stands for the provider id. A path is on the platform (the reference platform: /dev-auth/{provider}); otherwise an https address.',
            pattern: '^(/(?!/)|https://)[^\\s]*$',
            maxLength: 500,
            default: '/dev-auth/{provider}',
          },
          messageOrigin: {
            type: 'string',
            title: 'Answer from',
            description: "The origin the popup's answer comes from; empty: the popup address's own origin.",
            pattern: '^(https?://[^/\\s]+)?$',
            default: '',
          },
        },
        required: ['id'],
      },
      uniqueItems: true,
      default: [],
    },
  },
} as const;

export type BrandSignIn = FromSchema<typeof signInSchema, { keepDefaultedPropertiesOptional: true }>;
export type SignInProviderConfig = NonNullable<BrandSignIn['providers']>[number];
