import { applyEdits, findNodeAtLocation, parseTree, type Edit, type JSONPath, type Node } from 'jsonc-parser';
import { isDeepStrictEqual } from 'node:util';
import { isRecord } from '../../engine/core/util/isRecord.ts';

/**
 * A save that writes only what changed (issue 28, item 8): the operator's brand file keeps its
 * layout (short objects on one line, its key order, its indentation) and a colour edit is a one-line
 * change in the file's history, not a rewrite of every line.
 *
 * The difference between the document on disk and the saved one becomes a list of path-level
 * operations, each applied to the file's text at the place jsonc-parser finds for it. The text of
 * an edit follows its neighbours: a value that sat on one line is written on one line, a new key
 * or list item is laid out like the one beside it. jsonc-parser's own `modify` is not used for the
 * text: its formatter re-lays the whole line it touches, and would unfold a one-line menu item
 * (`{ "id": "home", … }`) beside the one edited.
 */

/** One change to the document: set (or insert, in a list) the value at the path, or remove it. */
export type Operation =
  | { kind: 'set'; path: JSONPath; value: unknown }
  | { kind: 'insert'; path: JSONPath; value: unknown }
  | { kind: 'remove'; path: JSONPath };

/** Keys that say which kind of thing a list item is: two items that differ in one are replaced whole, not merged key by key. */
const KIND_KEYS = ['widget', 'kind', 'type'] as const;

const sameKind = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  KIND_KEYS.every((key) => isDeepStrictEqual(before[key], after[key]));

/**
 * The operations that turn `before` into `after`, in an order in which each path names the place
 * as it is after the operations before it. Objects change key by key (new keys are appended);
 * lists keep their common start and end and change item by item between, then gain or lose items.
 */
export function operationsBetween(before: unknown, after: unknown, path: JSONPath = []): Operation[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (isRecord(before) && isRecord(after)) {
    const out: Operation[] = [];
    for (const key of Object.keys(before))
      if (after[key] === undefined && before[key] !== undefined) out.push({ kind: 'remove', path: [...path, key] });
    for (const [key, value] of Object.entries(after)) {
      if (value === undefined) continue;
      if (before[key] === undefined) out.push({ kind: 'set', path: [...path, key], value });
      else out.push(...operationsBetween(before[key], value, [...path, key]));
    }
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    let start = 0;
    while (start < before.length && start < after.length && isDeepStrictEqual(before[start], after[start])) start++;
    let end = 0;
    while (
      end < before.length - start &&
      end < after.length - start &&
      isDeepStrictEqual(before[before.length - 1 - end], after[after.length - 1 - end])
    )
      end++;
    const oldMiddle = before.length - start - end;
    const newMiddle = after.length - start - end;
    const out: Operation[] = [];
    for (let i = 0; i < Math.min(oldMiddle, newMiddle); i++) {
      const was = before[start + i];
      const now = after[start + i];
      const itemPath = [...path, start + i];
      if (isRecord(was) && isRecord(now) && !sameKind(was, now)) out.push({ kind: 'set', path: itemPath, value: now });
      else out.push(...operationsBetween(was, now, itemPath));
    }
    for (let i = oldMiddle; i < newMiddle; i++)
      out.push({ kind: 'insert', path: [...path, start + i], value: after[start + i] });
    for (let i = newMiddle; i < oldMiddle; i++) out.push({ kind: 'remove', path: [...path, start + newMiddle] });
    return out;
  }
  return [{ kind: 'set', path, value: after }];
}

/** A value on one line, as the brand files write short objects and lists: `{ "a": 1, "b": ["x", "y"] }`. */
export function oneLine(value: unknown): string {
  if (Array.isArray(value)) return value.length ? `[${value.map(oneLine).join(', ')}]` : '[]';
  if (isRecord(value)) {
    const entries = Object.entries(value).filter(([, child]) => child !== undefined);
    return entries.length
      ? `{ ${entries.map(([key, child]) => `${JSON.stringify(key)}: ${oneLine(child)}`).join(', ')} }`
      : '{}';
  }
  return JSON.stringify(value) ?? 'null';
}

interface Layout {
  /** One level of indentation in this file. */
  unit: string;
  eol: string;
}

function layoutOf(text: string): Layout {
  const indented = /\n([ \t]+)\S/.exec(text);
  return { unit: indented?.[1] ?? '  ', eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

/** A value over several lines, its inner lines indented from `indent`, as `JSON.stringify(value, null, 2)` lays it out. */
function manyLines(value: unknown, indent: string, layout: Layout): string {
  return JSON.stringify(value, null, layout.unit).split('\n').join(`${layout.eol}${indent}`);
}

const isOneLine = (text: string, node: Node) => !/[\r\n]/.test(text.slice(node.offset, node.offset + node.length));

/** The indentation of the line a place in the text is on. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/** The value laid out like its neighbour: on one line if that one is, else over several lines. */
const laidOut = (value: unknown, neighbourOnOneLine: boolean, indent: string, layout: Layout) =>
  neighbourOnOneLine ? oneLine(value) : manyLines(value, indent, layout);

/** A copy of a container's value with one operation done to it. */
function changed(container: unknown, operation: Operation): unknown {
  const key = operation.path[operation.path.length - 1]!;
  if (Array.isArray(container)) {
    const copy = [...container];
    const index = Number(key);
    if (operation.kind === 'remove') copy.splice(index, 1);
    else if (operation.kind === 'insert') copy.splice(index, 0, operation.value);
    else copy[index] = operation.value;
    return copy;
  }
  const copy = { ...(container as Record<string, unknown>) };
  if (operation.kind === 'remove') delete copy[String(key)];
  else copy[String(key)] = operation.value;
  return copy;
}

/** The text edit that does one operation, where the operation's container is laid out over several lines. */
function editFor(text: string, root: Node, operation: Operation, layout: Layout): Edit {
  const key = operation.path[operation.path.length - 1]!;
  const container = findNodeAtLocation(root, operation.path.slice(0, -1));
  if (!container || (container.type !== 'object' && container.type !== 'array'))
    throw new Error(`no object or list at ${operation.path.slice(0, -1).join('/')}`);
  const whole = { offset: container.offset, length: container.length };
  if (isOneLine(text, container)) {
    // A one-line container stays on one line: it is written again whole, which is still its one line.
    return { ...whole, content: oneLine(changed(jsonValueOf(text, container), operation)) };
  }
  const children = container.children ?? [];
  const isObject = container.type === 'object';
  const index = isObject
    ? children.findIndex((property) => property.children?.[0]?.value === key)
    : Math.min(Number(key), children.length);
  const childIndent = children[0] ? indentAt(text, children[0].offset) : indentAt(text, container.offset) + layout.unit;
  const valueOf = (child: Node) => (isObject ? child.children?.[1] : child);

  if (operation.kind === 'set' && index >= 0 && index < children.length) {
    const target = valueOf(children[index]!)!;
    return {
      offset: target.offset,
      length: target.length,
      content: laidOut(operation.value, isOneLine(text, target), indentAt(text, target.offset), layout),
    };
  }
  if (operation.kind === 'remove') {
    const child = children[index];
    if (!child) throw new Error(`nothing to remove at ${operation.path.join('/')}`);
    if (children.length === 1) return { ...whole, content: isObject ? '{}' : '[]' };
    // With the comma and line break before it (or after it, for the first), so no empty line is left.
    if (index > 0) {
      const previous = children[index - 1]!;
      const from = previous.offset + previous.length;
      return { offset: from, length: child.offset + child.length - from, content: '' };
    }
    return { offset: child.offset, length: children[1]!.offset - child.offset, content: '' };
  }
  // A new key (appended) or a new list item (at its index), laid out like the item beside it.
  const neighbour = children[Math.min(index < 0 ? children.length : index, children.length) - 1] ?? children[0];
  const neighbourValue = neighbour && valueOf(neighbour);
  const entry = `${isObject ? `${JSON.stringify(String(key))}: ` : ''}${laidOut(
    operation.value,
    neighbourValue ? isOneLine(text, neighbourValue) : false,
    childIndent,
    layout,
  )}`;
  if (children.length === 0) {
    const indent = indentAt(text, container.offset);
    const [open, close] = isObject ? ['{', '}'] : ['[', ']'];
    return { ...whole, content: `${open}${layout.eol}${childIndent}${entry}${layout.eol}${indent}${close}` };
  }
  if (index < 0 || index >= children.length) {
    const last = children[children.length - 1]!;
    return { offset: last.offset + last.length, length: 0, content: `,${layout.eol}${childIndent}${entry}` };
  }
  return { offset: children[index]!.offset, length: 0, content: `${entry},${layout.eol}${childIndent}` };
}

function jsonValueOf(text: string, node: Node): unknown {
  return JSON.parse(text.slice(node.offset, node.offset + node.length));
}

/** The file's text with one operation done to it. */
export function applyOperation(text: string, operation: Operation): string {
  const layout = layoutOf(text);
  const root = parseTree(text);
  if (!root) throw new Error('the file is not JSON');
  if (operation.path.length === 0) {
    if (operation.kind === 'remove') throw new Error('the whole document cannot be removed');
    return applyEdits(text, [
      { offset: root.offset, length: root.length, content: manyLines(operation.value, '', layout) },
    ]);
  }
  return applyEdits(text, [editFor(text, root, operation, layout)]);
}

export interface SavedText {
  text: string;
  /** Whether the edits could not be placed in the file's text, so it was written whole (never expected). */
  rewritten: boolean;
}

/** The whole document as text, as a save wrote it before issue 28: the fallback when edits cannot be placed. */
export const fullText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

/**
 * The text to write for a save: the file's text with only the changes between the document it
 * holds and the saved one. It must parse to exactly the saved document; if it does not (a file
 * laid out in a way the edits cannot follow), the document is written whole, as before.
 */
export function savedText(onDisk: string, before: unknown, after: unknown): SavedText {
  try {
    let text = onDisk;
    for (const operation of operationsBetween(before, after)) text = applyOperation(text, operation);
    if (isDeepStrictEqual(JSON.parse(text), after)) return { text, rewritten: false };
  } catch {
    // Falls through to the whole document below.
  }
  return { text: fullText(after), rewritten: true };
}
