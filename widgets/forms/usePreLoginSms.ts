import { useState } from 'react';
import { toGatewayError, type GatewayError } from '../../engine/api/errors.ts';
import { useApi } from '../../engine/react/context.tsx';
import { challengeTokenFor } from './useChallenge.ts';
import { useCountdown } from './useCountdown.ts';

export interface PreLoginSms {
  /**
   * Sends a code to the number (SMS-01: a challenge first, then CALL-13); true when it went. A press
   * during the wait (SMS-03) or within a second of the last one (SMS-05) sends nothing.
   */
  send: (mobileNum: string, countryDialingCode: string) => Promise<boolean>;
  /** Seconds until another code may be asked for. */
  secondsLeft: number;
  sending: boolean;
  /** Why the last send failed, if it did. */
  error: GatewayError | null;
}

/** The SMS code of SMS login and of the reset by phone (CALL-13), with its wait and throttle. */
export function usePreLoginSms(): PreLoginSms {
  const api = useApi();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<GatewayError | null>(null);
  const send = async (mobileNum: string, countryDialingCode: string): Promise<boolean> => {
    if (sending || countdown.secondsLeft > 0 || !countdown.take()) return false;
    setSending(true);
    setError(null);
    try {
      const challengeToken = await challengeTokenFor(api, 'sms');
      const answer = await api.call<'smsNoLogin'>('smsNoLogin', { mobileNum, countryDialingCode, challengeToken });
      countdown.start(answer.expiredMinutes * 60);
      return true;
    } catch (raw) {
      setError(toGatewayError(raw));
      return false;
    } finally {
      setSending(false);
    }
  };
  return { send, secondsLeft: countdown.secondsLeft, sending, error };
}
