import type { ReactNode } from 'react';

/** A field's validation message, tied to it by aria-describedby; nothing when there is none. */
export function FieldMessage({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="lv-form__message" role="alert">
      {message}
    </p>
  );
}

/** A line under a field that says what it takes (its length, a count of characters); nothing when there is none. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="lv-form__hint">
      {hint}
    </p>
  );
}

/**
 * The ids of a field's hint and message, and the attributes that tie them to its control: every
 * field of the kit is described the same way, and invalid exactly while it has a message.
 */
export function fieldDescription(id: string, message: string | undefined, hint?: ReactNode) {
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', message ? messageId : ''].filter(Boolean).join(' ');
  return {
    messageId,
    hintId,
    control: {
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  } as const;
}
