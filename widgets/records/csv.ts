/**
 * CSV of a whole report (DESIGN §3d): every row the filter holds, not only the page shown. Cells
 * are quoted where they must be, and a text cell that a spreadsheet would run as a formula
 * (=, +, -, @ at its start) gets a leading apostrophe; amounts such as -20.00 stay numbers.
 */
const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines joined with CRLF, as spreadsheets expect; a byte-order mark so Excel reads UTF-8 (CN names). */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Rows asked for per page while exporting (the contract's largest page). */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every page of a paged report, one after the other: `fetchPage(n)` answers page n with its
 * totalPages. Stops early when `signal` is aborted.
 */
export async function allPages<Row>(
  fetchPage: (pageNo: number) => Promise<{ list: Row[]; totalPages: number }>,
  onProgress?: (done: number, of: number) => void,
  signal?: AbortSignal,
): Promise<Row[]> {
  const rows: Row[] = [];
  let pageNo = 1;
  let totalPages: number;
  do {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const page = await fetchPage(pageNo);
    rows.push(...page.list);
    totalPages = page.totalPages;
    onProgress?.(pageNo, Math.max(totalPages, 1));
    pageNo += 1;
  } while (pageNo <= totalPages);
  return rows;
}
