import { refusedCodePoint } from '../../schemas/api/plainText.ts';

/**
 * Register-rule validation patterns (PAT-00..PAT-23, VAL-01..VAL-03). The platform checks
 * registrations with them, and the player's forms are to use the same table, so both sides accept
 * exactly the same input. Length bounds come from the
 * platform's rules and are checked apart from the pattern; '*' and id 23 check the bounds only
 * (VAL-02, UNSPEC-38).
 */
export type PatternId = number | '*';

/** Pattern id → expression, in the order A§5 lists the meanings (UNSPEC-38). */
export const PATTERNS: Readonly<Record<number, RegExp>> = {
  0: /^[\s\S]*$/u,
  1: /^[A-Za-z][A-Za-z0-9]*$/u,
  2: /^[\u4E00-\u9FFF0-9]+$/u,
  3: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/u,
  4: /^[A-Za-z0-9]+$/u,
  5: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/u,
  6: /^[0-9]+$/u,
  7: /^(?=.*[A-Z])[A-Za-z0-9]+$/u,
  8: /^[A-Za-z ]+$/u,
  9: /^\S+$/u,
  10: /^[\u4E00-\u9FFF\u3000-\u303F\uFF00-\uFFEF·]+$/u,
  11: /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/u,
  12: /^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$/u,
  13: /^\p{L}+(?: \p{L}+)*$/u,
  14: /^[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F]+$/u,
  15: /^[\u0E00-\u0E7F]+$/u,
  16: /^[\u0E00-\u0E7FA-Za-z ]+$/u,
  17: /^[A-Z ]+$/u,
  18: /^[\x21-\x7E]+$/u,
  19: /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\s])\S+$/u,
  20: /^\p{L}+(?: \p{L}+)+$/u,
  21: /^[\u3000-\u303F\u3040-\u309F\u30A0-\u30FF\uFF01-\uFF5E\u4E00-\u9FFF]+$/u,
  22: /^[A-Z]+$/u,
};

/** A date pattern (11, 12) also needs a real calendar date: 2026-02-30 is refused. */
function isRealDate(id: number, value: string): boolean {
  const parts = value.split('-').map(Number);
  const [year, month, day] = id === 11 ? parts : [parts[2], parts[0], parts[1]];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}

export function matchesPattern(id: PatternId | undefined, value: string): boolean {
  if (id === undefined || id === '*') return true;
  const pattern = PATTERNS[id];
  if (!pattern) return true;
  if (!pattern.test(value)) return false;
  return id === 11 || id === 12 ? isRealDate(id, value) : true;
}

export interface FieldRule {
  enabled?: boolean;
  required?: boolean;
  pattern?: PatternId;
  min?: number;
  max?: number;
}

/** Why a value fails its rule, or null: 'required', 'length' (outside min–max) or 'pattern'. */
export type RuleFailure = 'required' | 'length' | 'pattern';

export function checkField(rule: FieldRule, value: string | undefined): RuleFailure | null {
  const text = value?.trim() ?? '';
  if (!text) return rule.required ? 'required' : null;
  const length = [...text].length;
  if ((rule.min !== undefined && length < rule.min) || (rule.max !== undefined && length > rule.max)) return 'length';
  // Whatever the pattern, a control, direction-override or broken character fails it, as on the platform (issue 24).
  if (refusedCodePoint(text) !== null) return 'pattern';
  return matchesPattern(rule.pattern, text) ? null : 'pattern';
}

/** "(min) - (max)" as VAL-01 shows it: one number when both bounds are equal. */
export function boundsText(rule: FieldRule): string {
  if (rule.min === undefined && rule.max === undefined) return '';
  if (rule.min === rule.max || rule.max === undefined) return String(rule.min);
  if (rule.min === undefined) return String(rule.max);
  return `${rule.min} - ${rule.max}`;
}
