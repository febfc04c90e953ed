import { useEffect, useRef, useState } from 'react';
import { useSession, useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { cashierErrorText } from '../../forms/cashierErrors.ts';
import { checkedAmount, MoneyField, SelectField, useMoneyFormat } from '../../forms/fields.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { fromCents, toCents } from '../../forms/money.ts';
import { useRequestCheck } from '../../forms/requestCheck.ts';
import { useCallForm } from '../../forms/useCallForm.ts';
import { walletTransfer } from '../../../schemas/generated/requestValidators.js';
import kitTexts from '../../forms/cashierTexts.json';
import texts from './locales.json';
import type { WalletTransferFormProps } from './schema.ts';
import '../../forms/forms.css';
import './WalletTransferForm.css';

/** The main wallet's name in a transfer (UNSPEC-08); vendors' wallets go by their vendor codes. */
export const MAIN_WALLET = 'MAIN';

/** The platform's refusals of a transfer, in the player's language (the platform words them in English). */
const TRANSFER_CODES: Readonly<Record<string, string>> = {
  INSUFFICIENT_BALANCE: 'transfer.error.insufficient',
  AMOUNT_OUT_OF_RANGE: 'transfer.error.amount',
  VALIDATION_FAILED: 'transfer.error.refused',
};

type Move = { fromWallet: string; toWallet: string; amount: string };

/**
 * MC-03, WALLET-02: moves money between the main wallet and a vendor's, either way (CALL-20). The
 * two wallets are always different (choosing the other side's wallet swaps them); an amount out of
 * the main wallet is checked against its balance here, one out of a vendor's wallet by the platform,
 * which alone knows it. The balance (header included) is refreshed when the platform answers.
 * Issue 26: each wallet the platform reports (CALL-19 `wallets`) is listed with its balance and a
 * way to move it all back to main, and one button moves every wallet back.
 */
export default function WalletTransferForm({ wallets }: WalletTransferFormProps) {
  useAccountTexts();
  useTexts(kitTexts);
  useTexts(texts);
  const { t } = useT();
  const { format, symbol } = useMoneyFormat();
  const loggedIn = useSession((state) => state.isLogin);
  const mode = useCall('merchantWallet');
  const wallet = useCall('walletBalance', undefined, { enabled: loggedIn });
  const transfer = useCallForm('walletTransfer');
  const back = useCallForm('walletTransfer');
  // The wallets the platform reports, else the brand's list (an older platform names no balances).
  const reported = wallet.data?.wallets;
  const vendors = reported ? reported.map((entry) => entry.wallet) : wallets;
  const all = [MAIN_WALLET, ...vendors.filter((code) => code !== MAIN_WALLET)];
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState(all[1] ?? MAIN_WALLET);
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<string | undefined>();
  const rules = useRequestCheck(walletTransfer, transfer, {
    fromWallet: { label: t('transfer.from') },
    toWallet: { label: t('transfer.to') },
    amount: { label: t('cashier.amount') },
  });
  const [collected, setCollected] = useState('');
  // A move back whose fate is unknown (a timeout): the next press sends it first, as the same attempt.
  const carry = useRef<Move | undefined>(undefined);
  const backError = back.status === 'error' ? back.error : null;
  useEffect(() => {
    // The platform answered no: nothing moved, so the next press starts from the balances shown.
    if (backError?.kind === 'rejected' && (backError.status ?? 0) < 500) carry.current = undefined;
  }, [backError]);

  const walletName = (code: string) =>
    code === MAIN_WALLET ? t('transfer.main') : t('transfer.vendor', { vendor: code });

  const choose = (side: 'from' | 'to', chosen: string) => {
    // Choosing the wallet the other side holds swaps them: a transfer is always between two wallets.
    const [mine, other, setMine, setOther] = side === 'from' ? [from, to, setFrom, setTo] : [to, from, setTo, setFrom];
    if (chosen === other) setOther(mine);
    setMine(chosen);
    if (transfer.status !== 'pending') transfer.reset();
  };

  /** Moves each given wallet's whole balance back to main, one transfer after another. */
  const collect = async (codes: readonly string[]) => {
    setCollected('');
    const moves: Move[] = (reported ?? [])
      .filter((entry) => codes.includes(entry.wallet) && (toCents(entry.balance) ?? 0n) > 0n)
      .map((entry) => ({ fromWallet: entry.wallet, toWallet: MAIN_WALLET, amount: entry.balance }));
    const pending = carry.current;
    const queue = pending ? [pending, ...moves.filter((move) => move.fromWallet !== pending.fromWallet)] : moves;
    let total = 0n;
    for (const move of queue) {
      carry.current = move;
      if (!(await back.submit(move))) return;
      carry.current = undefined;
      total += toCents(move.amount) ?? 0n;
    }
    if (queue.length > 0) setCollected(t('transfer.backDone', { amount: format(fromCents(total)) }));
  };

  const submit = async () => {
    const available =
      from === MAIN_WALLET ? wallet.data?.balance : reported?.find((entry) => entry.wallet === from)?.balance;
    const checked = checkedAmount(amount, { available }, format, t);
    const request = { fromWallet: from, toWallet: to, amount: checked.value };
    if (!rules.check(request, { amount: checked.message }) || !checked.ok) return;
    const answer = await transfer.submit(request);
    if (answer) {
      setDone(t('transfer.done', { amount: format(checked.value), from: walletName(from), to: walletName(to) }));
      setAmount('');
    }
  };

  const busy = back.status === 'pending';
  const filled = (reported ?? []).filter((entry) => (toCents(entry.balance) ?? 0n) > 0n);

  return (
    <div className="lv-cashier">
      <section aria-labelledby="lv-wallets-title">
        <h3 id="lv-wallets-title">{t('transfer.balances')}</h3>
        <ul className="lv-wallets">
          <li className="lv-wallets__row">
            <span>{t('transfer.main')}</span>
            <strong>{wallet.data ? format(wallet.data.balance) : '—'}</strong>
          </li>
          {reported?.map((entry) => (
            <li key={entry.wallet} className="lv-wallets__row">
              <span>{walletName(entry.wallet)}</span>
              <strong>{format(entry.balance)}</strong>
              {/* An empty wallet has nothing to move back: its balance only. */}
              {filled.includes(entry) && (
                <button
                  type="button"
                  className="lv-button lv-button--ghost"
                  aria-label={t('transfer.backOne', { wallet: walletName(entry.wallet) })}
                  disabled={busy}
                  onClick={() => void collect([entry.wallet])}
                >
                  {t('transfer.back')}
                </button>
              )}
            </li>
          ))}
        </ul>
        {reported && (
          <button
            type="button"
            className="lv-button lv-button--primary"
            disabled={busy || filled.length === 0}
            aria-busy={busy}
            onClick={() => void collect(filled.map((entry) => entry.wallet))}
          >
            {t('transfer.allBack')}
          </button>
        )}
        <p className="lv-form__status" role="status">
          {back.status === 'success' ? collected : ''}
        </p>
        {backError && (
          <p className="lv-form__failure" role="alert">
            {cashierErrorText(backError, t, TRANSFER_CODES)}
          </p>
        )}
      </section>
      <CallState result={mode} skeleton={{ height: 280 }} isEmpty={() => false}>
        {(answer) =>
          answer.isSingle ? (
            <p>{t('transfer.single')}</p>
          ) : (
            <Form call={transfer} label={t('transfer.title')} onSubmit={() => void submit()}>
              <div className="lv-transfer__wallets">
                <SelectField
                  label={t('transfer.from')}
                  value={from}
                  options={all}
                  text={walletName}
                  onChange={(code) => choose('from', code)}
                />
                <button type="button" className="lv-button lv-transfer__swap" onClick={() => choose('from', to)}>
                  {t('transfer.swap')}
                </button>
                <SelectField
                  label={t('transfer.to')}
                  value={to}
                  options={all}
                  text={walletName}
                  onChange={(code) => choose('to', code)}
                />
              </div>
              <MoneyField value={amount} onChange={setAmount} message={rules.messages.amount} symbol={symbol} />
              <FormFeedback call={transfer} success={done} codes={TRANSFER_CODES} inPlace={rules.refusedInPlace} />
              <SubmitButton call={transfer}>{t('transfer.submit')}</SubmitButton>
            </Form>
          )
        }
      </CallState>
    </div>
  );
}
