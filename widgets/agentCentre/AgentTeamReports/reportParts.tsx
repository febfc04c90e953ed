import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { CallName, RequestOf, ResponseOf } from '../../../schemas/api/index.ts';
import { useApi, useT } from '../../../engine/react/context.tsx';
import { CsvExport } from '../../records/CsvExport.tsx';
import { useMoneyFormat } from '../../forms/fields.tsx';

/** What the agent's reports share: a row and the totals of a call's page, search, CSV and money. */
export type Row<N extends CallName> = ResponseOf<N> extends { list: (infer R)[] } ? R : never;
export type Totals<N extends CallName> = ResponseOf<N> extends { totals: infer T } ? T : never;
export type Paged = 'teamMembers' | 'teamBets' | 'teamProfitLoss' | 'agentIncome' | 'teamLedger';

/** A text filter applied on Enter or its button, so a name typed is one request, not one per key. */
export function SearchFilter({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const { t } = useT();
  const id = useId();
  // What is typed, until the URL's value changes under it (back, forward, a link): then that.
  const [typed, setTyped] = useState({ text: value, from: value });
  const text = typed.from === value ? typed.text : value;
  const setText = (next: string) => setTyped({ text: next, from: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="lv-agent__search" role="search" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <div className="lv-agent__search-row">
        <input
          id={id}
          className="lv-field"
          type="search"
          value={text}
          maxLength={64}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="lv-button">
          {t('agent.find')}
        </button>
      </div>
    </form>
  );
}

/** Without the empty filters: the contract refuses '' where it asks for a name or a kind. */
export const given = <T extends Record<string, unknown>>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined)) as Partial<T>;

/** The CSV of every page of `name` under `params`, through the same gateway the page reads from. */
export function Export<N extends Paged>({
  name,
  params,
  fileName,
  header,
  toRow,
}: {
  name: N;
  params: Record<string, unknown>;
  fileName: string;
  header: readonly string[];
  toRow: (row: Row<N>) => readonly (string | number | null | undefined)[];
}) {
  const api = useApi();
  return (
    <CsvExport<Row<N>>
      fileName={fileName}
      header={header}
      toRow={toRow}
      fetchPage={async (pageNo, pageSize, signal) => {
        const page = (await api.call(name as Paged, { ...params, pageNo, pageSize } as RequestOf<Paged>, {
          signal,
        })) as unknown as { list: Row<N>[]; totalPages: number };
        return page;
      }}
    />
  );
}

export function useMoney() {
  const { format } = useMoneyFormat();
  return (amount: string) => format(amount, false);
}

/** Where a report's controls stay open at first: wider than a phone. */
const ROOMY = '(min-width: 48em)';

/**
 * A report's period, filters and CSV, above its figures. On a phone they fold under one line, so
 * the figures are on the first screen (issue 27); wider, they start open. Either way one tap toggles.
 */
export function ReportControls({
  children,
  period,
}: {
  children: ReactNode;
  period?: { startDate: string; endDate: string };
}) {
  const { t } = useT();
  const [open, setOpen] = useState(() => typeof matchMedia !== 'function' || matchMedia(ROOMY).matches);
  return (
    <details className="lv-agent__controls" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {t('agent.controls')}
        {/* The figures' period stays in sight when the controls are folded away. */}
        {period && <span className="lv-agent__period">{t('agent.period', period)}</span>}
      </summary>
      {children}
    </details>
  );
}
