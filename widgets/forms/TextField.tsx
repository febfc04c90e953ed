import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useT } from '../../engine/react/context.tsx';
import { useTexts } from '../../engine/react/useTexts.ts';
import { FieldHint, FieldMessage, fieldDescription } from './FieldMessage.tsx';
import texts from './formTexts.json';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's validation message, tied to it by aria-describedby and aria-invalid. */
  message?: string | undefined;
  /** What the field takes (its length, its characters), under it and in its description. */
  hint?: string | undefined;
  /** Says "(optional)" after the label; the field is then not required. */
  optional?: boolean | undefined;
  /** Beside the input, before it (a dialling code) and after it (a send button); they wrap under it rather than squeeze it. */
  before?: ReactNode;
  after?: ReactNode;
  /** Under the message: news that belongs to the field (a code sent). */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * One labelled input of a form, required unless optional, with its hint and its message under it.
 * What sits beside the input (`before`, `after`) shares its row.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  message,
  hint,
  optional = false,
  before,
  after,
  children,
  ref,
  required = !optional,
  maxLength = 64,
  className,
  ...input
}: TextFieldProps) {
  useTexts(texts);
  const { t } = useT();
  const { messageId, hintId, control } = fieldDescription(id, message, hint);
  const field = (
    <input
      ref={ref}
      id={id}
      className={className ? `lv-field ${className}` : 'lv-field'}
      value={value}
      required={required}
      maxLength={maxLength}
      {...control}
      onChange={(event) => onChange(event.target.value)}
      {...input}
    />
  );
  return (
    <div className="lv-form__field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="lv-form__optional"> ({t('forms.optional')})</span>}
      </label>
      {before || after ? (
        <div className="lv-form__control">
          {before}
          {field}
          {after}
        </div>
      ) : (
        field
      )}
      <FieldHint id={hintId} hint={hint} />
      <FieldMessage id={messageId} message={message} />
      {children}
    </div>
  );
}
