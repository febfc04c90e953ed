import type { ReactNode } from 'react';
import { FieldMessage, fieldDescription } from './FieldMessage.tsx';

/**
 * A box to tick with its label (the terms, REG-06), its message tied to it, and what goes with it
 * (a link to read what is agreed to).
 */
export function CheckboxField({
  id,
  name,
  label,
  checked,
  onChange,
  message,
  required = false,
  children,
}: {
  id: string;
  name?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  message?: string | undefined;
  required?: boolean;
  children?: ReactNode;
}) {
  const { messageId, control } = fieldDescription(id, message);
  return (
    <div className="lv-form__field">
      <div className="lv-form__check">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          required={required}
          {...control}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {children}
      <FieldMessage id={messageId} message={message} />
    </div>
  );
}
