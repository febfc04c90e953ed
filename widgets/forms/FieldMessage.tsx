/** A field's validation message, tied to it by aria-describedby; nothing when there is none. */
export function FieldMessage({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="lv-form__message" role="alert">
      {message}
    </p>
  );
}
