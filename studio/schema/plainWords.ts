/**
 * The brand schema's titles and descriptions are written for both developers and operators: they
 * cite the specification (ROUTE-18, CALL-53, UNSPEC-39) and the platform's flag names
 * (AGENTPOLICY3). The studio shows an operator the words alone and keeps the codes for a details
 * line (issue 28, item 5).
 */

/** A specification id (ROUTE-18, AG-09..12, PAT-00..PAT-23) or a platform flag name (AGENTPOLICY3). */
const CODE = String.raw`(?:[A-Z][A-Z0-9]*-\d+[a-z]?(?:\.\.(?:[A-Z][A-Z0-9]*-)?\d+)?|[A-Z]{4,}\d+)`;
/** A bracket holding only codes: "(FLAG-01, FLAG-09)". */
const CODES_IN_BRACKETS = new RegExp(String.raw`\s*\(\s*${CODE}(?:\s*(?:,|and|or)\s*${CODE})*\s*\)`, 'g');
const ONE_CODE = new RegExp(CODE, 'g');

/** The codes a text names, each once, in order. */
export function codesIn(text: string): string[] {
  return [...new Set(text.match(ONE_CODE) ?? [])];
}

export interface PlainWords {
  /** The text without its codes. */
  text: string;
  /** The codes it cited, in order, each once. */
  codes: string[];
}

/**
 * Splits a title or description into plain words and the codes it cites. Codes that stand in a
 * sentence ("with AGENTPOLICY3 on") are replaced by what they name when `names` knows them (the
 * flag's own title), else kept: a sentence is never left with a hole.
 */
export function plainWords(text: string, names: ReadonlyMap<string, string> = new Map()): PlainWords {
  const codes: string[] = [];
  const note = (code: string) => {
    if (!codes.includes(code)) codes.push(code);
  };
  let plain = text.replace(CODES_IN_BRACKETS, (group) => {
    for (const code of group.match(ONE_CODE) ?? []) note(code);
    return '';
  });
  plain = plain.replace(ONE_CODE, (code) => {
    const name = names.get(code);
    if (!name) return code;
    note(code);
    return `“${name}”`;
  });
  // What a removed bracket leaves: a space before punctuation, an empty colon clause.
  plain = plain
    .replace(/\s+([.,;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return { text: plain, codes };
}

/** The keyword where the studio keeps the codes a schema node's title and description cited. */
export const CODES_KEYWORD = 'x-codes';

/**
 * A copy of a schema whose titles and descriptions are plain words, each node's codes kept under
 * `x-codes` (validators ignore unknown keywords), so the form, its validator and its error
 * messages all read the same plain schema.
 */
export function plainSchema<T>(schema: T, names: ReadonlyMap<string, string> = new Map()): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    const out: Record<string, unknown> = {};
    const codes: string[] = [];
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'title' || key === 'description') && typeof value === 'string') {
        const plain = plainWords(value, names);
        out[key] = plain.text;
        codes.push(...plain.codes.filter((code) => !codes.includes(code)));
      } else out[key] = key === 'enum' || key === 'const' || key === 'default' ? value : visit(value);
    }
    if (codes.length) out[CODES_KEYWORD] = codes;
    return out;
  };
  return visit(schema) as T;
}

/** What the flags' own titles call them ("AGENTPOLICY3" → "Agent contracts"), from the brand schema. */
export function flagTitles(full: { properties?: Record<string, unknown> }): Map<string, string> {
  const flags = (full.properties?.flags as { properties?: Record<string, { title?: unknown }> } | undefined)
    ?.properties;
  return new Map(
    Object.entries(flags ?? {}).flatMap(([name, flag]) =>
      typeof flag.title === 'string' ? [[name, flag.title] as const] : [],
    ),
  );
}
