/** One entry of a pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = number | 'gap';

/**
 * The pages a pager shows (LOBBY-09, CONST-03), as react-paginate counts them: `margin` pages at
 * each end, `range` pages around the current one, a gap for every run left out.
 * pagerItems(7, 20, 2, 5) → [1, 2, 'gap', 5, 6, 7, 8, 9, 'gap', 19, 20].
 */
export function pagerItems(current: number, total: number, margin: number, range: number): PagerItem[] {
  if (total <= 0) return [];
  if (total <= range + 2 * margin) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), total);
  let start = page - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > total) {
    start -= end - total;
    end = total;
  }
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}
