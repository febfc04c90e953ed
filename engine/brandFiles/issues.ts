import type { BrandIssue } from './issue.ts';

export type { BrandIssue };

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
