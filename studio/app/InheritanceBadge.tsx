import type { Origin } from './inheritance.ts';
import type { Texts } from './texts.ts';

/**
 * Where a field's value comes from, beside the field: inherited from the parent brand, overridden
 * here (with a way back to the inherited value), or set here only.
 */
export function InheritanceBadge({
  origin,
  parentId,
  label,
  texts,
  onReset,
}: {
  origin: Origin;
  parentId: string | null;
  label: string;
  texts: Texts;
  onReset: () => void;
}) {
  if (origin === 'default' || !parentId) return null;
  if (origin === 'inherited')
    return (
      <span className="st-origin st-origin--inherited">
        {texts.inherited} {parentId}
      </span>
    );
  if (origin === 'own') return <span className="st-origin st-origin--own">{texts.own}</span>;
  return (
    <span className="st-origin st-origin--overridden">
      {texts.overridden}{' '}
      <button type="button" className="st-link" onClick={onReset} aria-label={`${texts.reset}: ${label}`}>
        {texts.reset}
      </button>
    </span>
  );
}
