/** A plain JSON object: not null, not an array. Answers from the platform and brand files are checked with it. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
