import type { ResponseOf } from '../../schemas/api/index.ts';
import type { ActivityStatus } from '../../schemas/api/calls/rewards.ts';
import { useT } from '../../engine/react/context.tsx';
import { useTexts } from '../../engine/react/useTexts.ts';
import { useAccountTexts } from '../forms/accountErrors.ts';
import kitTexts from '../forms/cashierTexts.json';
import claimTexts from './claimTexts.json';
import type { MutationInput } from '../../engine/react/data/useMutation.ts';
import type { GatewayError } from '../../engine/api/errors.ts';
import { useCallForm, type CallFormStatus } from '../forms/useCallForm.ts';

/** The calls that pay a reward; they answer alike (CALL-121, 122, 124). */
export type ClaimCall = 'rewardAction' | 'claimMission' | 'claimManualRebate';
export type ClaimAnswer = ResponseOf<'rewardAction'>;

/** A claim's state, as a form's (`useCallForm`); what it sends is typed by its call's request in the contract. */
export interface Claim<N extends ClaimCall> {
  submit: (input: MutationInput<N>) => Promise<ClaimAnswer | undefined>;
  status: CallFormStatus;
  data: ClaimAnswer | undefined;
  error: GatewayError | null;
  reset: () => void;
}
import './claims.css';

/** Platform codes a claim can meet, in the player's language (nothing is paid twice: MC-11, MC-13, MC-15). */
export const CLAIM_CODES: Readonly<Record<string, string>> = {
  ALREADY_CLAIMED: 'claim.error.alreadyClaimed',
  REWARD_UNAVAILABLE: 'claim.error.unavailable',
  FEATURE_DISABLED: 'claim.error.disabled',
};

/** The texts every claiming page uses: the cashier's (money, failures) and the claim kit's. */
export function useClaimTexts(): void {
  useAccountTexts();
  useTexts(kitTexts);
  useTexts(claimTexts);
}

/**
 * A call that pays a reward: one idempotency key per attempt (a resend after a timeout pays once),
 * the balance and the badges asked again once it has paid, and the page's own list asked again when
 * it failed (already claimed, gone, a platform error), so the list shows where things stand.
 */
export function useClaim<N extends ClaimCall>(name: N, list: { refetch: () => unknown }): Claim<N> {
  const form = useCallForm<ClaimCall>(name);
  // The three calls answer alike (claimAnswerSchema); one signature for the send keeps the compiler shallow.
  const send = form.submit as (input: MutationInput<N>) => Promise<ClaimAnswer | undefined>;
  const submit = async (input: MutationInput<N>) => {
    const answer = await send(input);
    if (answer === undefined) list.refetch();
    return answer;
  };
  return { status: form.status, data: form.data, error: form.error, reset: form.reset, submit };
}

/** An activity status as a pill (000 §4, UNSPEC-04): claimable ones stand out. */
export function StatusPill({ status }: { status: ActivityStatus | string }) {
  const { t } = useT();
  return (
    <span className={`lv-claim__pill lv-claim__pill--${status}`}>
      {t(`claim.status.${status}`, { defaultValue: status })}
    </span>
  );
}
