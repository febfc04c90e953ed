import { useT } from '../../engine/react/context.tsx';
import { useAccountTexts } from './accountErrors.ts';

/** A wait as minutes and seconds ("1:00", "0:59"): as wide at 59 s as at 9 s. */
export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The button beside a code field (SMS-03, SMS-04): "Send code", "Sending…" with a spinner while the
 * platform is asked (the challenge before it takes seconds), then "Send again in 0:59" until the
 * wait is over. It is as wide as its longest text from the start, so nothing moves as it changes.
 */
export function SendCodeButton({
  secondsLeft,
  sending,
  disabled = false,
  onSend,
}: {
  secondsLeft: number;
  sending: boolean;
  disabled?: boolean;
  onSend: () => void;
}) {
  useAccountTexts();
  const { t } = useT();
  const shown = secondsLeft > 0 ? 'wait' : sending ? 'sending' : 'send';
  // Every text takes the same cell; only the one shown is visible and named (the others hold the width).
  const labels = {
    send: t('accounts.sendCode'),
    sending: (
      <>
        <span className="lv-send-code__spinner" />
        {t('accounts.sending')}
      </>
    ),
    wait: t('accounts.resendIn', { time: clockText(secondsLeft > 0 ? secondsLeft : 60) }),
  };
  return (
    <button
      type="button"
      className="lv-button lv-button--ghost lv-send-code"
      onClick={onSend}
      disabled={disabled || sending || secondsLeft > 0}
      aria-busy={sending || undefined}
    >
      <span className="lv-send-code__labels">
        {(Object.keys(labels) as (keyof typeof labels)[]).map((key) => (
          <span key={key} aria-hidden={key === shown ? undefined : true}>
            {labels[key]}
          </span>
        ))}
      </span>
    </button>
  );
}
