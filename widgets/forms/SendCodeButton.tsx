import { useT } from '../../engine/react/context.tsx';

/**
 * The button beside a code field (SMS-03): "Send code", "Sending…" while the platform is asked,
 * then "Send again in N s" until the wait is over.
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
  const { t } = useT();
  return (
    <button
      type="button"
      className="lv-button lv-button--ghost"
      onClick={onSend}
      disabled={disabled || sending || secondsLeft > 0}
    >
      {secondsLeft > 0
        ? t('accounts.resendIn', { seconds: secondsLeft })
        : t(sending ? 'accounts.sending' : 'accounts.sendCode')}
    </button>
  );
}
