import type { PlatformBrand } from '../brands.ts';
import { currencySymbolFor } from '../brands.ts';
import { contentLanguageFor, type ContentLanguage } from '../content/languages.ts';
import { deliverMessage } from '../content/messageBox.ts';
import { statement, type Db } from '../db.ts';
import { escapeHtml } from '../services/text.ts';
import { formatMoney } from './format.ts';

/** The platform messages of the cashier (MC-18), in each content language; {amount} and {reason} are filled in. */
const CASHIER_MESSAGES = {
  DEPOSIT_ARRIVED: {
    EN: ['Deposit received', 'Your deposit of {amount} has arrived in your main wallet.'],
    CN: ['存款已到账', '您的存款 {amount} 已存入主钱包。'],
    MY: ['Deposit diterima', 'Deposit anda sebanyak {amount} telah masuk ke dompet utama.'],
    PT: ['Depósito recebido', 'O seu depósito de {amount} chegou à sua carteira principal.'],
  },
  DEPOSIT_FAILED: {
    EN: ['Deposit failed', 'Your deposit of {amount} could not be completed: {reason}. No money was taken.'],
    CN: ['存款失败', '您的存款 {amount} 未能完成：{reason}。未扣除任何款项。'],
    MY: ['Deposit gagal', 'Deposit anda sebanyak {amount} tidak dapat diselesaikan: {reason}. Tiada wang diambil.'],
    PT: ['Depósito falhou', 'O seu depósito de {amount} não foi concluído: {reason}. Nenhum dinheiro foi cobrado.'],
  },
  WITHDRAWAL_APPROVED: {
    EN: [
      'Withdrawal approved',
      'Your withdrawal of {amount} was approved. Please confirm receipt when the money arrives.',
    ],
    CN: ['提款已批准', '您的提款 {amount} 已批准。款项到账后请确认收款。'],
    MY: [
      'Pengeluaran diluluskan',
      'Pengeluaran anda sebanyak {amount} telah diluluskan. Sila sahkan penerimaan apabila wang tiba.',
    ],
    PT: [
      'Levantamento aprovado',
      'O seu levantamento de {amount} foi aprovado. Confirme a receção quando o dinheiro chegar.',
    ],
  },
  WITHDRAWAL_REJECTED: {
    EN: [
      'Withdrawal rejected',
      'Your withdrawal of {amount} was rejected: {reason}. The money is back in your main wallet.',
    ],
    CN: ['提款被拒绝', '您的提款 {amount} 被拒绝：{reason}。款项已退回主钱包。'],
    MY: [
      'Pengeluaran ditolak',
      'Pengeluaran anda sebanyak {amount} telah ditolak: {reason}. Wang telah dikembalikan ke dompet utama.',
    ],
    PT: [
      'Levantamento rejeitado',
      'O seu levantamento de {amount} foi rejeitado: {reason}. O dinheiro voltou à sua carteira principal.',
    ],
  },
  // A contract's period settled (issue 17, CONTRACT-08): {reason} names the contract, the period and the rate.
  CONTRACT_PAID: {
    EN: ['Contract payment', 'You were paid {amount} for {reason}. It is in your main wallet.'],
    CN: ['合约收入到账', '您已获得 {amount}：{reason}。款项已存入主钱包。'],
    MY: ['Bayaran kontrak', 'Anda telah dibayar {amount} untuk {reason}. Ia telah masuk ke dompet utama.'],
    PT: ['Pagamento de contrato', 'Recebeu {amount} por {reason}. Está na sua carteira principal.'],
  },
} as const satisfies Record<string, Record<ContentLanguage, readonly [string, string]>>;

export type CashierMessage = keyof typeof CASHIER_MESSAGES;

/**
 * Sends a cashier message to the member's message box, in their language, and tells their live
 * sessions the new unread count. Runs in the caller's transaction.
 */
export function sendCashierMessage(
  db: Db,
  brand: PlatformBrand,
  memberId: number,
  kind: CashierMessage,
  fill: { amountCents: number; reason?: string },
  now: number,
): void {
  const member = statement(db, 'SELECT language FROM members WHERE id = ?').get(memberId) as
    { language: string | null } | undefined;
  const language = contentLanguageFor(brand, member?.language);
  const [title, text] = CASHIER_MESSAGES[kind][language];
  const amount = `${currencySymbolFor(db, brand)} ${formatMoney(fill.amountCents)}`;
  const content = `<p>${escapeHtml(text.replace('{amount}', amount).replace('{reason}', fill.reason ?? ''))}</p>`;
  deliverMessage(db, memberId, { category: kind, title, content }, now);
}
