import type { PlatformBrand } from '../brands.ts';
import { currencySymbolFor } from '../brands.ts';
import { deliverMessage } from '../content/messageBox.ts';
import type { Db } from '../db.ts';
import { escapeHtml } from '../services/text.ts';
import { renderText, text, type PlatformText } from '../texts/index.ts';
import { formatMoney } from './format.ts';

/** The platform messages of the cashier (MC-18): texts `message.<kind>.title` and `.body` (server/texts). */
export type CashierMessage =
  | 'DEPOSIT_ARRIVED'
  | 'DEPOSIT_FAILED'
  | 'WITHDRAWAL_APPROVED'
  | 'WITHDRAWAL_REJECTED'
  // A contract's period settled (issue 17, CONTRACT-08): {reason} names the contract, the period and the rate.
  | 'CONTRACT_PAID';

/**
 * Sends a cashier message to the member's message box, stored as its text code with {amount} and
 * {reason}, so it reads in the member's language whenever it is read (issue 26 item 7); the English
 * words are kept beside it. Tells their live sessions the new unread count. Runs in the caller's
 * transaction.
 */
export function sendCashierMessage(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  kind: CashierMessage,
  fill: { amountCents: number; reason?: string | PlatformText },
  now: number,
): void {
  deliverMessage(db, memberId, cashierMessage(db, brand, kind, fill), now);
}

/** A cashier message as the box stores it: its text code and parameters, and its English words beside them. */
export function cashierMessage(
  db: Db,
  brand: PlatformBrand,
  kind: CashierMessage,
  fill: { amountCents: number; reason?: string | PlatformText },
) {
  const params = {
    amount: `${currencySymbolFor(db, brand)} ${formatMoney(fill.amountCents)}`,
    reason: fill.reason ?? '',
  };
  const title = text(`message.${kind}.title`, params);
  const body = text(`message.${kind}.body`, params);
  const content = `<p>${escapeHtml(renderText('EN', body))}</p>`;
  return { category: kind, title: renderText('EN', title), content, text: { code: `message.${kind}`, params } };
}
