import type { ReactNode } from 'react';
import { useT } from '../../engine/react/context.tsx';
import { CallError } from '../../engine/react/data/CallError.tsx';
import { NoData } from '../../engine/react/data/NoData.tsx';
import type { CallResult } from '../../engine/react/data/useCall.ts';
import './records.css';

/** One page of a record list as the platform sends it (schemas/api `recordPageOf`). */
export interface RecordPage<Row, Totals> {
  list: Row[];
  pageNo: number;
  totalPages: number;
  totalRows: number;
  totals: Totals;
  period: { startDate: string; endDate: string; timeZone: string };
}

export interface Column<Row, Totals> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** The column's total over the whole filter; none when absent. */
  total?: (totals: Totals) => ReactNode;
  numeric?: boolean;
  /** A value kept on one line where the record is a table (a time, an id); a numeric column always is. */
  nowrap?: boolean;
}

/** A column's cell class: figures aligned to the end, or a value kept on one line. */
function cellClass(column: { numeric?: boolean; nowrap?: boolean }): string | undefined {
  return column.numeric ? 'lv-records__num' : column.nowrap ? 'lv-records__nowrap' : undefined;
}

/**
 * A cell's value with its column's name before it, shown only where the rows are cards (a narrow
 * record, records.css): there the value is read as "label: value". Assistive technology hears the
 * column's heading from the table itself, so the copy is hidden from it.
 */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <span className="lv-records__label" aria-hidden="true">
        {label}
      </span>
      <span className="lv-records__value">{children}</span>
    </>
  );
}

/** Rows drawn while the first page loads: the size of a full page, so nothing moves when it arrives. */
const SKELETON_ROWS = 10;

/**
 * A record list (DESIGN §3d): a table that fits its box — its rows become cards where the record is
 * narrow (a phone), its text columns wrap where it is wide — the server's page with
 * its totals over the whole filter, paging that keeps the last page shown while the next loads, a
 * skeleton of the final size, the spec's 'no data', and a failure with Retry in place.
 */
export function RecordTable<Row, Totals>({
  result,
  columns,
  caption,
  rowKey,
  onPage,
}: {
  result: CallResult<RecordPage<Row, Totals>>;
  columns: readonly Column<Row, Totals>[];
  caption: string;
  rowKey: (row: Row) => string;
  onPage: (page: number) => void;
}) {
  const { t } = useT();
  if (result.status === 'idle') return null;
  if (result.status === 'error' && !result.data)
    return <CallError error={result.error} retry={() => void result.refetch()} />;
  const page = result.data;
  const busy = result.status === 'loading' || result.fetching;
  const hasTotals = columns.some((column) => column.total);
  return (
    <div className="lv-records" aria-busy={busy}>
      {result.status === 'error' && <CallError error={result.error} retry={() => void result.refetch()} />}
      {page && page.list.length === 0 ? (
        <NoData />
      ) : (
        <div className="lv-records__scroll" tabIndex={0} role="region" aria-label={caption}>
          <table className="lv-records__table">
            <caption className="lv-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={column.numeric ? 'lv-records__num' : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page
                ? page.list.map((row) => (
                    <tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <td key={column.key} className={cellClass(column)}>
                          <Labelled label={column.label}>{column.cell(row)}</Labelled>
                        </td>
                      ))}
                    </tr>
                  ))
                : Array.from({ length: SKELETON_ROWS }, (_, index) => (
                    <tr key={index} aria-hidden="true">
                      {columns.map((column) => (
                        <td key={column.key}>
                          <span className="lv-skeleton lv-records__bone" />
                        </td>
                      ))}
                    </tr>
                  ))}
            </tbody>
            {page && hasTotals && (
              <tfoot>
                <tr>
                  {columns.map((column, index) =>
                    column.total ? (
                      <td key={column.key} className={cellClass(column)}>
                        <Labelled label={column.label}>{column.total(page.totals)}</Labelled>
                      </td>
                    ) : (
                      <td key={column.key} className={index === 0 ? 'lv-records__title' : 'lv-records__blank'}>
                        {index === 0 ? t('cashier.totals') : null}
                      </td>
                    ),
                  )}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
      {!page && (
        <p className="lv-visually-hidden" role="status">
          {t('engine.loading')}
        </p>
      )}
      {page && page.totalPages > 1 && (
        <nav className="lv-records__pager" aria-label={caption}>
          <button
            type="button"
            className="lv-button"
            disabled={page.pageNo <= 1 || busy}
            onClick={() => onPage(page.pageNo - 1)}
          >
            {t('cashier.previousPage')}
          </button>
          <span>{t('cashier.page', { page: page.pageNo, pages: page.totalPages })}</span>
          <button
            type="button"
            className="lv-button"
            disabled={page.pageNo >= page.totalPages || busy}
            onClick={() => onPage(page.pageNo + 1)}
          >
            {t('cashier.nextPage')}
          </button>
        </nav>
      )}
    </div>
  );
}
