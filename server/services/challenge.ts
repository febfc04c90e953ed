import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ChallengeAction } from '../../schemas/api/providers.ts';
import { getSetting, setSetting, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { newSecret } from './secrets.ts';
import { text, type PlatformText } from '../texts/index.ts';

/**
 * The challenge provider (CALL-65, UNSPEC-35): an ALTCHA proof of work (altcha-lib on the
 * platform, the `altcha` widget in the player). The platform hands out a signed challenge for one
 * action; the player's widget solves it and sends the base64 payload the widget makes as
 * `challengeToken`. A token is good for its brand and action, for 10 minutes, once.
 */
export type { ChallengeAction } from '../../schemas/api/providers.ts';

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const ALGORITHM = 'SHA-256';

/** How much work a challenge asks: SHA-256 rounds per try and the range the secret counter is drawn from. */
export interface ChallengeDifficulty {
  cost: number;
  minCounter: number;
  maxCounter: number;
}

/** About a second of work in a browser; the operator may change it (setting `challengeDifficulty`). */
export const DEFAULT_DIFFICULTY: ChallengeDifficulty = { cost: 10, minCounter: 10_000, maxCounter: 40_000 };

function difficulty(db: Db): ChallengeDifficulty {
  try {
    const stored = JSON.parse(getSetting(db, 'challengeDifficulty') ?? 'null') as Partial<ChallengeDifficulty> | null;
    return { ...DEFAULT_DIFFICULTY, ...stored };
  } catch {
    return DEFAULT_DIFFICULTY;
  }
}

export function setChallengeDifficulty(db: Db, value: ChallengeDifficulty): void {
  setSetting(db, 'challengeDifficulty', JSON.stringify(value));
}

/** The signing secrets, made on first use and kept, so challenges survive a restart. */
function secrets(db: Db): { signature: string; key: string } {
  let stored = getSetting(db, 'challengeSecrets');
  if (!stored) {
    stored = JSON.stringify({ signature: newSecret(), key: newSecret() });
    setSetting(db, 'challengeSecrets', stored);
  }
  return JSON.parse(stored) as { signature: string; key: string };
}

/** A new challenge for one action of one brand (CALL-66). */
export async function issueChallenge(
  db: Db,
  brand: string,
  action: ChallengeAction,
  now: number,
): Promise<Required<Pick<Challenge, 'parameters' | 'signature'>>> {
  const { cost, minCounter, maxCounter } = difficulty(db);
  const { signature, key } = secrets(db);
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost,
    counter: randomInt(minCounter, maxCounter),
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
    // Expiry is checked against the platform's clock (tests move it), so it travels in the signed data.
    data: { brand, action, expires: now + CHALLENGE_TTL_MS },
  });
  return { parameters: challenge.parameters, signature: challenge.signature! };
}

function parse(token: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const payload = value as Payload;
    return payload && typeof payload === 'object' && payload.challenge?.parameters && payload.solution ? payload : null;
  } catch {
    return null;
  }
}

const required = (message: PlatformText) => new PlatformError('CHALLENGE_REQUIRED', message, { challenge: true });

/**
 * Checks and spends a solved challenge (VAL-28): a missing, forged, unsolved, expired, reused one
 * or one made for another brand or action is refused with CHALLENGE_REQUIRED.
 */
export async function consumeChallenge(
  db: Db,
  brand: string,
  action: ChallengeAction,
  token: string | undefined,
  now: number,
): Promise<void> {
  if (!token) throw required(text('error.challengeFirst'));
  const payload = parse(token);
  if (!payload) throw required(text('error.challengeUnreadable'));
  const { signature, key } = secrets(db);
  const verified = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  }).then(
    (result) => result.verified,
    () => false,
  );
  const data = payload.challenge.parameters.data ?? {};
  if (!verified || data.brand !== brand || data.action !== action) throw required(text('error.challengeFailed'));
  if (typeof data.expires !== 'number' || data.expires <= now) throw required(text('error.challengeExpired'));
  const spent = db
    .prepare('INSERT INTO spent_challenges (nonce, expires_at) VALUES (?, ?) ON CONFLICT(nonce) DO NOTHING')
    .run(payload.challenge.parameters.nonce, data.expires);
  if (spent.changes === 0) throw required(text('error.challengeUsed'));
}
