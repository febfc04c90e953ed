import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallResult } from '../../engine/react/data/useCall.ts';
import { useTexts } from '../../engine/react/useTexts.ts';
import kitTexts from '../forms/cashierTexts.json';
import { renderWidget } from '../../tests/support/renderWidget.tsx';
import { amountColumn } from './columns.ts';
import { RecordTable, type Column, type RecordPage } from './RecordTable.tsx';

interface Entry {
  id: string;
  when: string;
  reason: string;
  amount: string;
}
interface Totals {
  net: string;
}

const money = (amount: string) => `RM ${amount}`;
const columns: Column<Entry, Totals>[] = [
  { key: 'time', label: 'Time', nowrap: true, cell: (row) => row.when },
  { key: 'reason', label: 'Details', cell: (row) => row.reason },
  amountColumn<Entry, Totals>('amount', 'Amount', money, 'net'),
];

function answered(list: Entry[]): CallResult<RecordPage<Entry, Totals>> {
  return {
    status: 'success',
    data: {
      list,
      pageNo: 1,
      totalPages: 1,
      totalRows: list.length,
      totals: { net: '15.00' },
      period: { startDate: '2026-11-01', endDate: '2026-11-28', timeZone: 'Asia/Kuala_Lumpur' },
    },
    error: null,
    fetching: false,
    refetch: async () => undefined,
  };
}

const rows: Entry[] = [
  { id: 'a', when: '28/11/2026, 12:45', reason: 'Win: Jungle Temple Ways', amount: '100.00' },
  { id: 'b', when: '28/11/2026, 12:40', reason: 'Bet: Jungle Temple Ways', amount: '-85.00' },
];

/** A record page as the centres draw one: the kit's texts loaded by the page. */
function Page({ list }: { list: Entry[] }) {
  useTexts(kitTexts);
  return (
    <RecordTable
      result={answered(list)}
      columns={columns}
      caption="Account record"
      rowKey={(row) => row.id}
      onPage={() => undefined}
    />
  );
}

async function renderTable(list: Entry[] = rows) {
  await renderWidget(<Page list={list} />);
  return screen.getByRole('table', { name: 'Account record' });
}

describe('RecordTable (DESIGN §3d, issue 26 item 5)', () => {
  it("gives every value its column's name, so a narrow record reads as cards of 'label: value'", async () => {
    const table = await renderTable();
    const [, first] = within(table).getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Time28/11/2026, 12:45',
      'DetailsWin: Jungle Temple Ways',
      'AmountRM 100.00',
    ]);
    // Assistive technology hears the heading row, not the card's copy of it.
    for (const cell of cells) {
      const label = cell.querySelector('.lv-records__label');
      expect(label).toHaveAttribute('aria-hidden', 'true');
    }
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Details', 'Amount']);
  });

  it('keeps times and amounts on one line, and lets details wrap', async () => {
    const table = await renderTable();
    const [, first] = within(table).getAllByRole('row');
    const [time, details, amount] = within(first!).getAllByRole('cell');
    expect(time).toHaveClass('lv-records__nowrap');
    expect(amount).toHaveClass('lv-records__num');
    expect(details!.className).toBe('');
  });

  it('names the totals card and labels each total with its column; columns without a total are left out of it', async () => {
    const table = await renderTable();
    const totals = within(table).getAllByRole('row').at(-1)!;
    const [title, blank, net] = within(totals).getAllByRole('cell');
    expect(title).toHaveTextContent(/^Totals$/);
    expect(blank).toHaveClass('lv-records__blank');
    expect(blank).toBeEmptyDOMElement();
    expect(net).toHaveTextContent(/^AmountRM 15\.00$/);
  });
});
