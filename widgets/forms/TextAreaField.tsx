import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldHint, FieldMessage, fieldDescription } from './FieldMessage.tsx';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's validation message, tied to it by aria-describedby and aria-invalid. */
  message?: string | undefined;
  /** A line under the field that describes it (a count of characters), also tied to it by aria-describedby. */
  hint?: ReactNode;
};

/**
 * A labelled text of several lines (feedback, a delivery address), required unless told otherwise,
 * with an optional hint and its message under it, as TextField is for one line.
 */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  message,
  hint,
  required = true,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const { messageId, hintId, control } = fieldDescription(id, message, hint);
  return (
    <div className="lv-form__field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="lv-field"
        value={value}
        required={required}
        rows={rows}
        {...control}
        onChange={(event) => onChange(event.target.value)}
        {...textarea}
      />
      <FieldHint id={hintId} hint={hint} />
      <FieldMessage id={messageId} message={message} />
    </div>
  );
}
