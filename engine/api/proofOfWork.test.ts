// @vitest-environment node
import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { solveHere, solveProofOfWork, solvesHere, type PowChallenge } from './proofOfWork.ts';

const SECRETS = { hmacSignatureSecret: 'signature-secret', hmacKeySignatureSecret: 'key-secret' };

/** A challenge as the platform makes it (server/services/challenge.ts), with a known counter. */
async function platformChallenge(counter: number, cost = 10): Promise<PowChallenge> {
  const made = await createChallenge({ algorithm: 'SHA-256', cost, counter, deriveKey, ...SECRETS });
  return { parameters: made.parameters, signature: made.signature };
}

describe('the proof of work (CALL-66, UNSPEC-35, issue 26 item 13)', () => {
  it('finds the counter and key altcha-lib finds, and the platform verifies the answer', async () => {
    const challenge = await platformChallenge(1234);
    const mine = await solveHere(challenge);
    const theirs = await solveChallenge({ challenge: challenge as never, deriveKey });
    expect(mine).toMatchObject({ counter: 1234, derivedKey: theirs?.derivedKey });
    const verified = await verifySolution({
      challenge: challenge as never,
      solution: { counter: mine!.counter, derivedKey: mine!.derivedKey },
      deriveKey,
      ...SECRETS,
    });
    expect(verified.verified).toBe(true);
  });

  it('keeps the difficulty: a cost of one round and an odd-length prefix are solved alike', async () => {
    const challenge = await platformChallenge(77, 1);
    expect((await solveHere(challenge))?.counter).toBe(77);
    const odd: PowChallenge = {
      parameters: { ...challenge.parameters, keyPrefix: challenge.parameters.keyPrefix.slice(0, 5) },
    };
    const theirs = await solveChallenge({ challenge: odd as never, deriveKey });
    expect((await solveHere(odd))?.counter).toBe(theirs?.counter);
  });

  it('hands the thread back between slices of work, so the page answers input meanwhile', async () => {
    const challenge = await platformChallenge(3000);
    let pauses = 0;
    const solution = await solveHere(challenge, {
      sliceMs: 0,
      pause: async () => {
        pauses++;
      },
    });
    expect(solution?.counter).toBe(3000);
    // A slice of no time still does 64 counters: 3,000 of them take 46 slices, with a pause after each.
    expect(pauses).toBe(Math.floor(3000 / 64));
  });

  it('gives up when the time is up', async () => {
    const challenge = await platformChallenge(50_000);
    expect(await solveHere(challenge, { timeoutMs: 0, sliceMs: 0, pause: async () => undefined })).toBeNull();
  });

  it('leaves any other algorithm to altcha-lib', async () => {
    const made = await createChallenge({ algorithm: 'SHA-384', cost: 2, counter: 12, deriveKey, ...SECRETS });
    expect(solvesHere(made.parameters)).toBe(false);
    expect(solvesHere({ ...made.parameters, algorithm: 'SHA-256', nonce: 'xyz' })).toBe(false);
    expect((await solveProofOfWork({ parameters: made.parameters }))?.counter).toBe(12);
  });
});
