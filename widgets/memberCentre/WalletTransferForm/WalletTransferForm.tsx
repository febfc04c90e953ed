import { useState } from 'react';
import { useSession, useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { BalanceSummary } from '../../forms/BalanceSummary.tsx';
import { amountProblem, MoneyField, SelectField, useMoneyFormat } from '../../forms/fields.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { parseAmount } from '../../forms/money.ts';
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

/**
 * MC-03, WALLET-02: moves money between the main wallet and a vendor's, either way (CALL-20). The
 * two wallets are always different (choosing the other side's wallet swaps them); an amount out of
 * the main wallet is checked against its balance here, one out of a vendor's wallet by the platform,
 * which alone knows it. The balance (header included) is refreshed when the platform answers.
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
  const all = [MAIN_WALLET, ...wallets.filter((code) => code !== MAIN_WALLET)];
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState(all[1] ?? MAIN_WALLET);
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<string | undefined>();
  const rules = useRequestCheck(walletTransfer, transfer, {
    fromWallet: { label: t('transfer.from') },
    toWallet: { label: t('transfer.to') },
    amount: { label: t('cashier.amount') },
  });

  const walletName = (code: string) =>
    code === MAIN_WALLET ? t('transfer.main') : t('transfer.vendor', { vendor: code });

  const choose = (side: 'from' | 'to', chosen: string) => {
    // Choosing the wallet the other side holds swaps them: a transfer is always between two wallets.
    const [mine, other, setMine, setOther] = side === 'from' ? [from, to, setFrom, setTo] : [to, from, setTo, setFrom];
    if (chosen === other) setOther(mine);
    setMine(chosen);
    if (transfer.status !== 'pending') transfer.reset();
  };

  const submit = async () => {
    const available = from === MAIN_WALLET ? wallet.data?.balance : undefined;
    const problem = amountProblem(amount, { available }, format);
    const parsed = parseAmount(amount);
    const request = { fromWallet: from, toWallet: to, amount: parsed.ok ? parsed.value : amount };
    if (!rules.check(request, { amount: problem ? t(problem.key, problem.values) : undefined }) || !parsed.ok) return;
    const answer = await transfer.submit(request);
    if (answer) {
      setDone(t('transfer.done', { amount: format(parsed.value), from: walletName(from), to: walletName(to) }));
      setAmount('');
    }
  };

  return (
    <div className="lv-cashier">
      <BalanceSummary />
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
              <FormFeedback call={transfer} success={done} inPlace={rules.refusedInPlace} />
              <SubmitButton call={transfer}>{t('transfer.submit')}</SubmitButton>
            </Form>
          )
        }
      </CallState>
    </div>
  );
}
