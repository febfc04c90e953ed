import { deepMerge } from '../../engine/core/merge.ts';
import { isRecord } from '../../engine/core/util/isRecord.ts';

/**
 * A brand states only what differs from the brand it extends; the studio shows the merged values
 * and writes an edit back into the brand's own document at the place it changed (objects merge key
 * by key, an array is replaced whole, as the engine merges them).
 */
export type Path = readonly (string | number)[];
type Json = unknown;

export function getAt(value: Json, path: Path): Json {
  let node = value;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === 'number') node = node[key];
    else if (isRecord(node)) node = node[String(key)];
    else return undefined;
  }
  return node;
}

export function hasAt(value: Json, path: Path): boolean {
  let node = value;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === 'number' && key < node.length) node = node[key];
    else if (isRecord(node) && Object.hasOwn(node, String(key))) node = node[String(key)];
    else return false;
  }
  return true;
}

export function setAt(value: Json, path: Path, next: Json): Json {
  if (path.length === 0) return next;
  const [key, ...rest] = path;
  if (Array.isArray(value) && typeof key === 'number') {
    const copy = [...value];
    copy[key] = setAt(copy[key], rest, next);
    return copy;
  }
  const record = isRecord(value) ? value : {};
  return { ...record, [String(key)]: setAt(record[String(key)], rest, next) };
}

/** Removes the value at the path; objects left empty by it go too. */
export function deleteAt(value: Json, path: Path): Json {
  if (path.length === 0) return undefined;
  const [key, ...rest] = path;
  if (Array.isArray(value) && typeof key === 'number') {
    if (rest.length === 0) return value.filter((_, index) => index !== key);
    const copy = [...value];
    copy[key] = deleteAt(copy[key], rest);
    return copy;
  }
  if (!isRecord(value) || !Object.hasOwn(value, String(key))) return value;
  const { [String(key)]: child, ...others } = value;
  if (rest.length === 0) return others;
  const trimmed = deleteAt(child, rest);
  return isRecord(trimmed) && Object.keys(trimmed).length === 0 ? others : { ...others, [String(key)]: trimmed };
}

/** The brand as it will run: its parent's merged document with its own over it. */
export function mergedOf(parent: Json, own: Json): Record<string, Json> {
  const merged = deepMerge(isRecord(parent) ? parent : {}, own) as Record<string, Json>;
  delete merged.$schema;
  return merged;
}

/**
 * The brand's own document after the merged value at `base` changed from `before` to `after`:
 * each changed leaf (or whole array) is written at its own path; a key that went away is dropped
 * from the brand's own document (the parent's value shows through again).
 */
export function applyEdit(own: Json, base: Path, before: Json, after: Json): Json {
  if (JSON.stringify(before) === JSON.stringify(after)) return own;
  if (isRecord(before) && isRecord(after)) {
    let next = own;
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!Object.hasOwn(after, key) || after[key] === undefined) next = deleteAt(next, [...base, key]);
      else next = applyEdit(next, [...base, key], before[key], after[key]);
    }
    return next;
  }
  return after === undefined ? deleteAt(own, base) : setAt(own, base, after);
}

export type Origin = 'inherited' | 'overridden' | 'own' | 'default';

/** Where a field's value comes from: the parent only, this brand over the parent, this brand alone, or the schema default. */
export function originOf(own: Json, parent: Json, path: Path): Origin {
  const here = hasAt(own, path);
  const there = hasAt(parent, path);
  if (here) return there ? 'overridden' : 'own';
  return there ? 'inherited' : 'default';
}

const isEmptyObject = (value: Json) => isRecord(value) && Object.keys(value).length === 0;

/**
 * The document without the empty objects (and undefined values) an edit brought in that the
 * operator never set: rjsf hands back an object field it drew as `{}` or as keys set to undefined
 * (`"when": {}` in a menu item, issue 28 item 8), which would be saved as noise in the brand file.
 * An empty object the document already had at that place stays; list items are never dropped.
 * Unchanged parts keep their identity.
 */
export function withoutNewEmptyObjects(next: Json, previous: Json): Json {
  if (Array.isArray(next)) {
    let changed = false;
    const items = next.map((item, index) => {
      const pruned = withoutNewEmptyObjects(item, Array.isArray(previous) ? previous[index] : undefined);
      changed ||= pruned !== item;
      return pruned;
    });
    return changed ? items : next;
  }
  if (!isRecord(next)) return next;
  let changed = false;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(next)) {
    const before = isRecord(previous) ? previous[key] : undefined;
    const pruned = value === undefined ? undefined : withoutNewEmptyObjects(value, before);
    if (pruned === undefined || (isEmptyObject(pruned) && !isEmptyObject(before))) {
      changed = true;
      continue;
    }
    changed ||= pruned !== value;
    out[key] = pruned;
  }
  return changed ? out : next;
}

/**
 * A form's edit written into the brand's own document, without the empty objects the form made up
 * (dropped before the edit is placed, so an inherited list the form drew is not copied for them).
 * A form opened on a part the brand has nothing for hands back `{}` at once (rjsf's state of an
 * object form): that is no edit, or merely opening Constants would write `"constants": {}`.
 */
export function applyFormEdit(own: Json, base: Path, before: Json, after: Json): Json {
  const made = withoutNewEmptyObjects(after, before);
  if (before === undefined && isEmptyObject(made)) return own;
  return applyEdit(own, base, before, made);
}
