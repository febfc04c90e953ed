import { useLayoutEffect, useRef } from 'react';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { useT } from '../../../engine/react/context.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useMoneyFormat } from '../../forms/fields.tsx';
import { fromCents, toCents } from '../../forms/money.ts';
import { CopyButton } from '../../shared/CopyButton.tsx';

type Deposit = ResponseOf<'depositCreate'>;

/** Minutes the payment page takes the payment for, as the platform's answer states them. */
const pageMinutes = (deposit: Deposit) =>
  deposit.expiresAt ? Math.round((Date.parse(deposit.expiresAt) - Date.parse(deposit.createdAt)) / 60_000) : null;

/** What the member sends by bank: the amount and the fee on top ("100.00"), as a banking app takes it. */
const toTransfer = (deposit: Deposit) => fromCents((toCents(deposit.amount) ?? 0n) + (toCents(deposit.fee) ?? 0n));

/** Room left above the result when it is scrolled to, so it does not touch the screen's edge. */
const MARGIN = 12;

/**
 * Brings the result to the member (issue 26): its heading takes the focus, so a screen reader reads
 * it, and when its top is not on the screen (on a phone the form was longer than the result, so the
 * page stays scrolled past it) the page scrolls to it; then whatever is fixed over the top of the
 * screen (a sticky header) is scrolled clear of.
 */
function bringIntoView(region: HTMLElement, heading: HTMLElement) {
  heading.focus({ preventScroll: true });
  const box = region.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  if (typeof region.scrollIntoView !== 'function') return;
  region.scrollIntoView({ block: 'start' });
  const top = region.getBoundingClientRect().top;
  const left = heading.getBoundingClientRect().left + 1;
  const over = document.elementFromPoint?.(left, Math.max(top, 0) + 1);
  const coverBottom = over && !region.contains(over) ? over.getBoundingClientRect().bottom : 0;
  window.scrollBy?.({ top: -(Math.max(coverBottom - top, 0) + MARGIN) });
}

/** One detail of the bank transfer: its value, and a button that copies it and says what it copied. */
function Detail({
  label,
  value,
  shown = value,
  copy,
  marked = false,
}: {
  label: string;
  value: string;
  shown?: string;
  copy: string;
  /** The one to quote: set in bold. */
  marked?: boolean;
}) {
  const { t } = useT();
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {marked ? <strong>{shown}</strong> : <span>{shown}</span>}
        <CopyButton
          text={value}
          label={t('deposit.copy')}
          name={copy}
          className="lv-button lv-button--ghost lv-deposit__copy"
        />
      </dd>
    </div>
  );
}

/**
 * A deposit made: the bank details and reference to quote, each with its copy button, or the payment
 * page; its status follows live. It comes into view and focus when it appears, at every width.
 */
export function DepositResult({ deposit, onAgain }: { deposit: Deposit; onAgain: () => void }) {
  const { t } = useT();
  const { format } = useMoneyFormat();
  const region = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The live stream invalidates it when the deposit settles; until then it shows 'pending'.
  const status = useCall('depositStatus', { depositId: deposit.depositId });
  const current = status.data ?? deposit;
  // The latest answer's link: the platform stops offering it once the page has expired.
  const paymentUrl = status.data ? status.data.paymentUrl : deposit.paymentUrl;
  const minutes = pageMinutes(deposit);
  const bank = deposit.kind === 'bank' ? deposit.bankAccount : undefined;
  const transfer = toTransfer(deposit);

  // Before paint: the member never sees the page where the form was.
  useLayoutEffect(() => {
    if (region.current && heading.current) bringIntoView(region.current, heading.current);
  }, []);

  return (
    <section ref={region} className="lv-cashier lv-deposit__result" aria-labelledby="lv-deposit-started">
      <h3 id="lv-deposit-started" ref={heading} tabIndex={-1}>
        {t('deposit.started', { amount: format(deposit.amount) })}
      </h3>
      {bank && (
        <dl className="lv-deposit__bank">
          <div>
            <dt>{t('deposit.bankName')}</dt>
            <dd>{bank.bankName}</dd>
          </div>
          <Detail label={t('deposit.accountNumber')} value={bank.accountNumber} copy={t('deposit.copyAccountNumber')} />
          <Detail label={t('deposit.holder')} value={bank.holder} copy={t('deposit.copyAccountName')} />
          <Detail
            label={t('deposit.transferAmount')}
            value={transfer}
            shown={format(transfer)}
            copy={t('deposit.copyAmount')}
          />
          {deposit.reference && (
            <Detail label={t('deposit.reference')} value={deposit.reference} copy={t('deposit.copyReference')} marked />
          )}
        </dl>
      )}
      {deposit.kind === 'bank' && <p>{t('deposit.quoteReference')}</p>}
      {paymentUrl && /^https?:\/\//.test(paymentUrl) && current.status === 'pending' && (
        <>
          <p>
            <a className="lv-button lv-button--primary" href={paymentUrl} target="_blank" rel="noopener noreferrer">
              {t('deposit.openPaymentPage')}
            </a>
          </p>
          {minutes !== null && minutes > 0 && <p>{t('deposit.pageOpenFor', { minutes })}</p>}
        </>
      )}
      <p role="status" data-status={current.status}>
        {t(`deposit.status.${current.status}`)}
        {current.status === 'failed' && current.failureReason ? ` ${current.failureReason}` : ''}
      </p>
      <p>
        <button type="button" className="lv-button" onClick={onAgain}>
          {t('deposit.again')}
        </button>
      </p>
    </section>
  );
}
