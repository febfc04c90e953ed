import type { Column } from './RecordTable.tsx';

/**
 * The named fields of `T` that hold an amount (the platform sends amounts as decimal strings); an
 * index signature a schema allows is left out, so a misspelt field is a type error.
 */
type AmountField<T> = keyof { [K in keyof T as string extends K ? never : T[K] extends string ? K : never]: true } &
  string;

/**
 * A column of the row's amount `field`: aligned to the end in tabular figures, written by `money`,
 * with the answer's `total` over the whole filter when it has one.
 */
export function amountColumn<Row, Totals>(
  field: AmountField<Row>,
  label: string,
  money: (amount: string) => string,
  total?: AmountField<Totals>,
): Column<Row, Totals> {
  return {
    key: field,
    label,
    cell: (row) => money(row[field] as string),
    ...(total ? { total: (totals: Totals) => money(totals[total] as string) } : {}),
    numeric: true,
  };
}

/** The column of when a row happened: its time as the list's `when` writes it, never broken across lines. */
export function timeColumn<Row extends { createdAt?: string | undefined }, Totals>(
  label: string,
  when: (time: string) => string,
): Column<Row, Totals> {
  return { key: 'time', label, nowrap: true, cell: (row) => (row.createdAt ? when(row.createdAt) : '') };
}
