import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SignInProviderId } from '../../schemas/api/providers.ts';
import { getSetting, setSetting, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { text } from '../texts/index.ts';

/**
 * Third-party sign-in on the platform side (AUTH-13, UNSPEC-34): the login call (CALL-04, type
 * `provider`) hands the provider token to the provider's verifier, which answers who the person is
 * at the provider. A brand offers the providers its brand JSON lists; the platform answers only for
 * the ones it has a verifier for (FEATURE_DISABLED otherwise). The reference platform has no real
 * provider credentials: with its developer routes on it ships a development provider for each id,
 * whose popup page (/dev-auth/<provider>) signs tokens with a secret of this platform.
 */
export interface ProviderIdentity {
  /** The person's stable id at the provider. */
  subject: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

export interface ProviderVerifier {
  verify(token: string, now: number): ProviderIdentity | null;
}

const verifiers = new WeakMap<Db, Map<SignInProviderId, ProviderVerifier>>();

export function enableSignInProvider(db: Db, id: SignInProviderId, verifier: ProviderVerifier): void {
  let byId = verifiers.get(db);
  if (!byId) verifiers.set(db, (byId = new Map()));
  byId.set(id, verifier);
}

export function verifyProviderToken(db: Db, provider: SignInProviderId, token: string, now: number): ProviderIdentity {
  const verifier = verifiers.get(db)?.get(provider);
  if (!verifier) throw new PlatformError('FEATURE_DISABLED', text('error.providerOff'));
  const identity = verifier.verify(token, now);
  if (!identity) throw new PlatformError('INVALID_CREDENTIALS', text('error.providerUnconfirmed'));
  return identity;
}

// ---- the development provider ----

/** A development token lives 5 minutes. */
const DEV_TOKEN_TTL_MS = 5 * 60 * 1000;

function devSecret(db: Db): string {
  let secret = getSetting(db, 'devSignInSecret');
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    setSetting(db, 'devSignInSecret', secret);
  }
  return secret;
}

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

/** What the development popup signs: `dev.<claims>.<signature>`. */
export function issueDevProviderToken(
  db: Db,
  provider: SignInProviderId,
  identity: ProviderIdentity,
  now: number,
): string {
  const claims = Buffer.from(JSON.stringify({ ...identity, provider, exp: now + DEV_TOKEN_TTL_MS })).toString(
    'base64url',
  );
  return `dev.${claims}.${sign(devSecret(db), `${provider}.${claims}`)}`;
}

export function devProviderVerifier(db: Db, provider: SignInProviderId): ProviderVerifier {
  return {
    verify(token, now) {
      const [prefix, claims, signature] = token.split('.');
      if (prefix !== 'dev' || !claims || !signature) return null;
      const expected = Buffer.from(sign(devSecret(db), `${provider}.${claims}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as ProviderIdentity & {
          provider: string;
          exp: number;
        };
        if (parsed.provider !== provider || parsed.exp <= now || typeof parsed.subject !== 'string' || !parsed.subject)
          return null;
        return { subject: parsed.subject, email: parsed.email, emailVerified: parsed.emailVerified, name: parsed.name };
      } catch {
        return null;
      }
    },
  };
}
