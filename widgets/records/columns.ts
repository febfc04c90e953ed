import type { Column } from './RecordTable.tsx';

/**
 * A column of amounts: aligned to the end in tabular figures, written by `money`, with its total
 * over the whole filter when the answer has one.
 */
export function amountColumn<Row, Totals>(
  key: string,
  label: string,
  money: (amount: string) => string,
  amount: (row: Row) => string,
  total?: (totals: Totals) => string,
): Column<Row, Totals> {
  return {
    key,
    label,
    cell: (row) => money(amount(row)),
    ...(total ? { total: (totals: Totals) => money(total(totals)) } : {}),
    numeric: true,
  };
}
