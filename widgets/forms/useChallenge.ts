import { useCallback, useState } from 'react';
import type { ResponseOf } from '../../schemas/api/index.ts';
import type { GatewayError } from '../../engine/api/errors.ts';
import type { Gateway } from '../../engine/api/gateway.ts';
import { useMutation } from '../../engine/react/data/index.ts';

/** The actions the platform hands out challenges for (CALL-66). */
export type ChallengeAction = 'login' | 'sms' | 'register';

type Challenge = ResponseOf<'challenge'>;

/**
 * Solves an ALTCHA challenge in the browser (UNSPEC-35): SHA-256 in slices of a few milliseconds,
 * so input is never blocked (engine/api/proofOfWork.ts; altcha-lib for any other algorithm). The
 * solver loads only when a challenge is first solved. The token is the base64 payload the
 * platform reads: `{ challenge, solution }`.
 */
export async function solveChallenge(challenge: Challenge): Promise<string> {
  const { solveProofOfWork } = await import('../../engine/api/proofOfWork.ts');
  const solution = await solveProofOfWork(challenge);
  if (!solution) throw new Error('The challenge could not be solved.');
  return btoa(JSON.stringify({ challenge, solution }));
}

/** Asks the platform for a challenge for the action (CALL-66) and solves it: the `challengeToken` to send. */
export async function challengeTokenFor(api: Pick<Gateway, 'call'>, action: ChallengeAction): Promise<string> {
  return solveChallenge(await api.call<'challenge'>('challenge', { action }));
}

export interface ChallengeSolver {
  /** Fetches a challenge for the action and solves it: the `challengeToken` to send, or undefined when that failed (see `error`). */
  solve: () => Promise<string | undefined>;
  solving: boolean;
  /** The platform's failure to hand out a challenge; a failure to solve one is reported as `unsolved`. */
  error: GatewayError | null;
  unsolved: boolean;
}

/** A challenge token for one action (CALL-66): login when the platform asks, SMS sends and registration always. */
export function useChallenge(action: ChallengeAction): ChallengeSolver {
  const fetchChallenge = useMutation('challenge');
  const [solving, setSolving] = useState(false);
  const [unsolved, setUnsolved] = useState(false);
  const { mutate } = fetchChallenge;
  const solve = useCallback(async () => {
    setSolving(true);
    setUnsolved(false);
    try {
      const challenge = await mutate({ action });
      if (!challenge) return undefined;
      return await solveChallenge(challenge);
    } catch {
      setUnsolved(true);
      return undefined;
    } finally {
      setSolving(false);
    }
  }, [mutate, action]);
  return { solve, solving, error: fetchChallenge.error, unsolved };
}
