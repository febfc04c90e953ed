import { useState } from 'react';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useMoneyFormat } from '../../forms/fields.tsx';
import { Pager } from '../../records/Pager.tsx';
import { useWhen } from '../../records/useWhen.ts';

type Deposit = ResponseOf<'depositList'>['list'][number];
type Method = ResponseOf<'depositMethods'>['methods'][number];

/** What became of a deposit, as the member reads it. */
export type DepositState = 'pending' | 'paid' | 'expired' | 'rejected';

/** Deposits listed per page: the recent ones, the page is about making the next. */
const PAGE_SIZE = 5;

/**
 * A deposit's state from the platform's answer: a payment-page deposit that failed once its page
 * had expired (settled at or after `expiresAt`, which the contract says is when it fails) expired;
 * any other failure was refused (the operator, the provider).
 */
export function stateOf(deposit: Pick<Deposit, 'status' | 'kind' | 'expiresAt' | 'settledAt'>): DepositState {
  if (deposit.status === 'pending') return 'pending';
  if (deposit.status === 'succeeded') return 'paid';
  const expired =
    deposit.kind !== 'bank' &&
    deposit.expiresAt !== undefined &&
    deposit.settledAt !== undefined &&
    Date.parse(deposit.settledAt) >= Date.parse(deposit.expiresAt);
  return expired ? 'expired' : 'rejected';
}

/**
 * The member's recent deposits, newest first (CALL-73): amount, method, reference, when, and state.
 * The list changes live: a new deposit and the operator's or provider's decision invalidate it
 * (the call's policy, the live stream).
 */
export function RecentDeposits({ methods }: { methods: readonly Method[] }) {
  const { t } = useT();
  const { format } = useMoneyFormat();
  const [pageNo, setPageNo] = useState(1);
  const list = useCall('depositList', { pageNo, pageSize: PAGE_SIZE }, { keepPrevious: true });
  const when = useWhen(list.data?.period.timeZone);
  const methodName = (id: string) => methods.find((method) => method.methodId === id)?.name ?? id;
  return (
    <section aria-labelledby="lv-deposits-recent">
      <h3 id="lv-deposits-recent">{t('deposit.recent')}</h3>
      <CallState
        result={list}
        skeleton={{ height: 160 }}
        isEmpty={(page) => page.list.length === 0}
        empty={<p>{t('deposit.noneRecent')}</p>}
      >
        {(page) => (
          <>
            <ul className="lv-deposits">
              {page.list.map((deposit) => {
                const state = stateOf(deposit);
                return (
                  <li key={deposit.depositId} className="lv-deposit" data-state={state}>
                    <div className="lv-deposit__head">
                      <strong>{format(deposit.amount)}</strong>
                      <span>{methodName(deposit.methodId)}</span>
                      <span className="lv-deposit__state">{t(`deposit.state.${state}`)}</span>
                    </div>
                    <p className="lv-deposit__meta">
                      <span>{t('deposit.referenceIs', { reference: deposit.reference ?? deposit.depositId })}</span>
                      <time dateTime={deposit.createdAt}>{when(deposit.createdAt)}</time>
                    </p>
                  </li>
                );
              })}
            </ul>
            <Pager label={t('deposit.recent')} pageNo={pageNo} totalPages={page.totalPages} onPage={setPageNo} />
          </>
        )}
      </CallState>
    </section>
  );
}
