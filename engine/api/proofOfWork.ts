import { sha256 } from '@noble/hashes/sha2.js';

/**
 * The player's side of the platform's proof of work (CALL-66, UNSPEC-35): an ALTCHA v2 challenge
 * with SHA-256 key derivation, the same work and the same answer as altcha-lib's `solveChallenge`,
 * which the platform verifies. altcha-lib asks Web Crypto for each of the 100,000 to 400,000
 * digests and awaits each one, a task round trip apiece: 2.6 to 8 s before a registration or an
 * SMS left (issue 26, item 13). Here the digests run in plain code (@noble/hashes, audited), in
 * slices of a few milliseconds between which the page answers input: the same work in a fraction
 * of that.
 */

export interface PowParameters {
  algorithm: string;
  nonce: string;
  salt: string;
  cost: number;
  keyLength?: number | undefined;
  keyPrefix: string;
  memoryCost?: number | undefined;
  parallelism?: number | undefined;
}

export interface PowChallenge {
  parameters: PowParameters;
  signature?: string | undefined;
}

/** What the platform reads back: the counter found and the key it derives (lowercase hex). */
export interface PowSolution {
  counter: number;
  derivedKey: string;
  /** Milliseconds spent. */
  time?: number | undefined;
}

export interface SolveOptions {
  /** How long one slice of work runs before the page gets the thread back (default 12 ms). */
  sliceMs?: number;
  /** Gives up after this long (default 90 s, altcha-lib's). */
  timeoutMs?: number;
  /** Hands the thread back and resumes; the next task by default. */
  pause?: () => Promise<void>;
}

const HEX = /^(?:[0-9a-f]{2})*$/i;

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Whether this solver does the challenge's work; any other goes to altcha-lib. */
export function solvesHere(parameters: PowParameters): boolean {
  const keyLength = parameters.keyLength ?? 32;
  return (
    parameters.algorithm === 'SHA-256' &&
    Number.isInteger(parameters.cost) &&
    parameters.cost >= 1 &&
    Number.isInteger(keyLength) &&
    keyLength >= 1 &&
    keyLength <= 32 &&
    HEX.test(parameters.nonce) &&
    HEX.test(parameters.salt) &&
    /^[0-9a-f]+$/i.test(parameters.keyPrefix) &&
    parameters.keyPrefix.length <= keyLength * 2
  );
}

/** The next task: a message to ourselves, which no timer clamp delays. */
function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The key's first hex digits equal the prefix's. */
function startsWith(key: Uint8Array, prefix: Uint8Array): boolean {
  for (let i = 0; i < prefix.length; i++) {
    const nibble = i & 1 ? key[i >> 1]! & 0xf : key[i >> 1]! >>> 4;
    if (nibble !== prefix[i]) return false;
  }
  return true;
}

function keyHex(key: Uint8Array, keyLength: number): string {
  let hex = '';
  for (let i = 0; i < keyLength; i++) hex += key[i]!.toString(16).padStart(2, '0');
  return hex;
}

/**
 * Finds the first counter from 0 whose derived key starts with the key prefix: the key is
 * SHA-256 applied `cost` times to salt ‖ nonce ‖ counter (4 bytes, big-endian), cut to `keyLength`.
 * Null when the time is up.
 */
export async function solveHere(challenge: PowChallenge, options: SolveOptions = {}): Promise<PowSolution | null> {
  const { sliceMs = 12, timeoutMs = 90_000, pause = nextTask } = options;
  const { nonce, salt, cost, keyPrefix } = challenge.parameters;
  const keyLength = challenge.parameters.keyLength ?? 32;
  const saltBytes = hexBytes(salt);
  const nonceBytes = hexBytes(nonce);
  const input = new Uint8Array(saltBytes.length + nonceBytes.length + 4);
  input.set(saltBytes, 0);
  input.set(nonceBytes, saltBytes.length);
  const counterAt = saltBytes.length + nonceBytes.length;
  const prefix = Uint8Array.from(keyPrefix.toLowerCase(), (digit) => parseInt(digit, 16));
  const started = performance.now();
  for (let counter = 0; counter <= 0xffffffff;) {
    const slice = performance.now();
    if (slice - started > timeoutMs) return null;
    // A slice: as many counters as fit in sliceMs, the clock read every 64 of them.
    do {
      for (let n = 0; n < 64; n++, counter++) {
        input[counterAt] = counter >>> 24;
        input[counterAt + 1] = counter >>> 16;
        input[counterAt + 2] = counter >>> 8;
        input[counterAt + 3] = counter;
        let key = sha256(input);
        for (let round = 1; round < cost; round++) key = sha256(key);
        if (startsWith(key, prefix)) {
          return { counter, derivedKey: keyHex(key, keyLength), time: performance.now() - started };
        }
      }
    } while (performance.now() - slice < sliceMs);
    await pause();
  }
  return null;
}

/** Solves a challenge: here when it is SHA-256 (the platform's), else with altcha-lib's Web Crypto solver. */
export async function solveProofOfWork(challenge: PowChallenge, options?: SolveOptions): Promise<PowSolution | null> {
  if (solvesHere(challenge.parameters)) return solveHere(challenge, options);
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  return solveChallenge({ challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'], deriveKey });
}
