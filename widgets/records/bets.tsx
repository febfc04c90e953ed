import type { useT } from '../../engine/react/context.tsx';
import { BET_OUTCOMES, RECORD_PRODUCTS } from '../../schemas/vocabulary.ts';
import { FilterSelect } from './FilterSelect.tsx';
import { timeColumn } from './columns.ts';
import type { Column } from './RecordTable.tsx';

/** What a bet row and its totals carry, in the member's own record (MC-07) and the team's (AG-05). */
interface BetRow {
  createdAt: string;
  gameName: string;
  vendor: string;
  stake: string;
  payout: string;
  winLoss: string;
  status: (typeof BET_OUTCOMES)[number];
}
interface BetTotals {
  stake: string;
  payout: string;
  winLoss: string;
}
type Translate = ReturnType<typeof useT>['t'];
type BetColumn = 'time' | 'game' | 'stake' | 'payout' | 'winLoss' | 'status';

/** A bet list's filters in the address: the product and the outcome, each empty for all. */
export const BET_FILTERS = { gameType: ['', ...RECORD_PRODUCTS], status: ['', ...BET_OUTCOMES] };

/** A bet's game as the lists write it: its name and its vendor. */
export const gameOf = (row: Pick<BetRow, 'gameName' | 'vendor'>) => `${row.gameName} (${row.vendor})`;

/**
 * A bet list's columns: time, game, stake, payout, win/loss and outcome, with the totals over the
 * filter; `between` goes after the time (the team's account). `label` names a column in the list's words.
 */
export function betColumns<Row extends BetRow, Totals extends BetTotals>(
  t: Translate,
  label: (column: BetColumn) => string,
  when: (time: string) => string,
  money: (amount: string) => string,
  between: Column<Row, Totals>[] = [],
): Column<Row, Totals>[] {
  return [
    timeColumn<Row, Totals>(label('time'), when),
    ...between,
    { key: 'game', label: label('game'), cell: gameOf },
    ...(['stake', 'payout', 'winLoss'] as const).map((field): Column<Row, Totals> => ({
      key: field,
      label: label(field),
      cell: (row) => money(row[field]),
      total: (totals) => money(totals[field]),
      numeric: true,
    })),
    { key: 'status', label: label('status'), cell: (row) => t(`records.bet.${row.status}`) },
  ];
}

/** The product and outcome choices of a bet list. */
export function BetFilters({
  t,
  statusLabel,
  gameType,
  status,
  onChange,
}: {
  t: Translate;
  statusLabel: string;
  gameType: string;
  status: string;
  onChange: (change: { gameType: string } | { status: string }) => void;
}) {
  return (
    <>
      <FilterSelect
        label={t('records.gameType')}
        value={gameType}
        options={RECORD_PRODUCTS}
        text={(option) => t(`records.type.${option}`, { defaultValue: option })}
        onChange={(value) => onChange({ gameType: value })}
      />
      <FilterSelect
        label={statusLabel}
        value={status}
        options={BET_OUTCOMES}
        text={(option) => t(`records.bet.${option}`)}
        onChange={(value) => onChange({ status: value })}
      />
    </>
  );
}
