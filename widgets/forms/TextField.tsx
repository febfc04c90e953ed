import type { InputHTMLAttributes, Ref } from 'react';
import { FieldMessage } from './FieldMessage.tsx';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's validation message, tied to it by aria-describedby and aria-invalid. */
  message?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** One labelled input of an account form, required unless told otherwise, with its message under it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  message,
  ref,
  required = true,
  maxLength = 64,
  ...input
}: TextFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="lv-form__field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        className="lv-field"
        value={value}
        required={required}
        maxLength={maxLength}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      <FieldMessage id={messageId} message={message} />
    </div>
  );
}
