import { useCallback, useEffect, useId, useRef } from 'react';
import { useT } from '../../engine/react/context.tsx';
import { useMutation } from '../../engine/react/data/index.ts';
import { displayText } from '../../engine/api/errors.ts';
import { MenuIcon } from '../shared/icons.tsx';
import { FieldMessage } from './FieldMessage.tsx';
import { useAccountTexts } from './accountErrors.ts';

/** The captcha image may be refreshed at most once per second (AUTH-09, CONST). */
export const CAPTCHA_REFRESH_MS = 1000;

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The message under the field (a validation message), if any. */
  error?: string | undefined;
  /** Changes when a new image is wanted (after every failed attempt: a captcha is good for one try). */
  generation?: number;
  /** The input's name (a form focuses its first invalid field by name). */
  name?: string;
}

/**
 * The captcha (CALL-18, AUTH-08, REG-03): the platform's base64 PNG, a text field (required while
 * shown) and a refresh button that asks for a new image at most once a second.
 */
export function CaptchaField({ value, onChange, error, generation = 0, name = 'captcha' }: CaptchaFieldProps) {
  useAccountTexts();
  const { t } = useT();
  const id = useId();
  const image = useMutation('captcha');
  const { mutate } = image;
  const last = useRef(0);
  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - last.current < CAPTCHA_REFRESH_MS) return;
    last.current = now;
    void mutate();
  }, [mutate]);
  useEffect(() => {
    // A new image for each attempt: the refresh throttle does not hold back the platform's own ask.
    last.current = Date.now();
    void mutate();
  }, [mutate, generation]);
  const messageId = `${id}-message`;
  return (
    <div className="lv-form__field lv-captcha">
      <label htmlFor={id}>{t('accounts.captcha')}</label>
      <div className="lv-captcha__row">
        <input
          id={id}
          name={name}
          className="lv-field"
          value={value}
          required
          autoComplete="off"
          inputMode="text"
          maxLength={12}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="lv-captcha__image" aria-live="polite">
          {image.status === 'success' && typeof image.data === 'string' ? (
            <img src={`data:image/png;base64,${image.data}`} alt={t('accounts.captchaImage')} width={120} height={40} />
          ) : image.status === 'error' && image.error ? (
            <span className="lv-captcha__failed">{displayText(image.error, t)}</span>
          ) : (
            <span className="lv-captcha__loading" aria-hidden="true" />
          )}
        </span>
        <button
          type="button"
          className="lv-captcha__refresh"
          onClick={refresh}
          aria-label={t('accounts.captchaRefresh')}
        >
          <MenuIcon name="refresh" />
        </button>
      </div>
      <FieldMessage id={messageId} message={error} />
    </div>
  );
}
