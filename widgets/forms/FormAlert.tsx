import { useId } from 'react';
import { useT } from '../../engine/react/context.tsx';

export interface FormAlertProps {
  text: string;
  /** Sends the form again as it is: shown where that may help (UNSPEC-16: no answer, a broken one, a server fault). */
  onRetry?: (() => void) | undefined;
  busy?: boolean;
  /** A warning the player acknowledges before going on: its title and button (focused when it shows). */
  confirm?: { title: string; label: string; onConfirm: () => void } | undefined;
}

/**
 * A failure over a form, in place, what was typed staying: an alert with a Retry where sending
 * again may help, or a warning to acknowledge (an alertdialog inside the form, its button focused:
 * a second modal over the dialog would add nothing).
 */
export function FormAlert({ text, onRetry, busy = false, confirm }: FormAlertProps) {
  const { t } = useT();
  const id = useId();
  if (confirm)
    return (
      <div
        role="alertdialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="lv-form__failure lv-form__alert"
      >
        <p id={`${id}-title`} className="lv-form__alert-title">
          {confirm.title}
        </p>
        <p id={`${id}-text`}>{text}</p>
        <button type="button" className="lv-button lv-button--primary" autoFocus onClick={confirm.onConfirm}>
          {confirm.label}
        </button>
      </div>
    );
  return (
    <div role="alert" className="lv-form__failure lv-form__alert">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="lv-button lv-button--ghost" onClick={onRetry} disabled={busy}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}
