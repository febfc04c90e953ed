/** One problem found in a brand, printed as a single line. */
export interface BrandIssue {
  /** File relative to the root, with forward slashes. */
  file: string;
  /** JSON pointer into the document, when the problem has a place in it. */
  pointer?: string;
  /** 1-based position, for syntax errors. */
  line?: number;
  column?: number;
  message: string;
  /** Human path built from schema titles: Screens › home › Main › GameGrid #1 › Games per page */
  breadcrumb?: string;
  /** What to do about it: a suggestion, the allowed values, the range. */
  hint?: string;
}

export function formatIssue(issue: BrandIssue): string {
  if (issue.line !== undefined) return `${issue.file}:${issue.line}:${issue.column ?? 1}: ${issue.message}`;
  const where = issue.pointer !== undefined ? ` ${issue.pointer || '/'}` : '';
  const crumbs = issue.breadcrumb ? ` (${issue.breadcrumb})` : '';
  const hint = issue.hint ? ` ${issue.hint}` : '';
  return `${issue.file}${where}: ${issue.message}${crumbs}.${hint}`;
}

/**
 * The same problem twice (a file's own error seen again in the merged brand, or by both the
 * schema and a semantic check) is reported once, the first, most detailed report winning.
 */
export function dedupe(issues: readonly BrandIssue[]): BrandIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.file}|${issue.line ?? ''}|${issue.pointer ?? ''}|${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
