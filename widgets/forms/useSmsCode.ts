import { useState } from 'react';
import { GatewayError, isGatewayError, toGatewayError } from '../../engine/api/errors.ts';
import { useApi, useBrand } from '../../engine/react/context.tsx';
import { challengeTokenFor } from './useChallenge.ts';
import { useCountdown } from './useCountdown.ts';

/** The calls that send an SMS code: CALL-13 (SMS login, phone reset), CALL-14 (registration). */
export type SmsCall = 'smsNoLogin' | 'smsRegister';

export interface SmsCode {
  /**
   * Sends a code to the number (SMS-01, SMS-02: a solved challenge, then the call); true when it
   * went. A press during the wait (SMS-04) or within a second of the last one (SMS-05) sends nothing.
   */
  send: (mobileNum: string, countryDialingCode: string) => Promise<boolean>;
  /** Seconds until another code may be asked for. */
  secondsLeft: number;
  sending: boolean;
  /** The minutes the code last sent is valid (null: none sent yet, or the last send failed). */
  validMinutes: number | null;
  /** Why the last send failed, if it did and the form did not take the failure itself. */
  error: GatewayError | null;
}

/**
 * An SMS code of a form (CALL-13, CALL-14), with its wait. The wait is the platform's
 * `resendSeconds`, else the brand's `smsFallbackCountdownSeconds` (SMS-04: 60 s), never the code's
 * validity; a send the platform refuses as too soon waits its `retryAfter`. `taken` lets the form
 * show a failure somewhere of its own (a number already registered, under the number): true when it did.
 */
export function useSmsCode(call: SmsCall, taken?: (error: GatewayError) => boolean): SmsCode {
  const api = useApi();
  const brand = useBrand();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [validMinutes, setValidMinutes] = useState<number | null>(null);
  const [error, setError] = useState<GatewayError | null>(null);
  const send = async (mobileNum: string, countryDialingCode: string): Promise<boolean> => {
    if (sending || countdown.secondsLeft > 0 || !countdown.take()) return false;
    setSending(true);
    setError(null);
    setValidMinutes(null);
    try {
      // The proof of work is most of the wait (UNSPEC-35); one that cannot be solved reads as VAL-28.
      const challengeToken = await challengeTokenFor(api, 'sms').catch((raw: unknown) => {
        throw isGatewayError(raw)
          ? raw
          : new GatewayError({ kind: 'rejected', code: 'CHALLENGE_REQUIRED', cause: raw });
      });
      const answer =
        call === 'smsRegister'
          ? await api.call<'smsRegister'>('smsRegister', { mobileNo: mobileNum, countryDialingCode, challengeToken })
          : await api.call<'smsNoLogin'>('smsNoLogin', { mobileNum, countryDialingCode, challengeToken });
      countdown.start(answer.resendSeconds ?? brand.constants.smsFallbackCountdownSeconds);
      setValidMinutes(answer.expiredMinutes);
      return true;
    } catch (raw) {
      const failure = toGatewayError(raw);
      if (failure.canceled) return false;
      const { retryAfter } = failure.details;
      if (failure.code === 'TOO_MANY_REQUESTS' && typeof retryAfter === 'number') countdown.start(retryAfter);
      if (!taken?.(failure)) setError(failure);
      return false;
    } finally {
      setSending(false);
    }
  };
  return { send, secondsLeft: countdown.secondsLeft, sending, validMinutes, error };
}
