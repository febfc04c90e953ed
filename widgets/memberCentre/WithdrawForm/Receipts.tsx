import { useState } from 'react';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { useT } from '../../../engine/react/context.tsx';
import { FieldMessage } from '../../forms/FieldMessage.tsx';
import { FormFeedback } from '../../forms/Form.tsx';
import { useMoneyFormat } from '../../forms/fields.tsx';
import { useRequestCheck } from '../../forms/requestCheck.ts';
import { useCallForm } from '../../forms/useCallForm.ts';
import { withdrawNotReceived } from '../../../schemas/generated/requestValidators.js';
import { useWhen } from '../../records/useWhen.ts';
import { PROOF_TYPES, PROOF_WORDS } from './proofImages.ts';

type Withdrawal = ResponseOf<'withdrawList'>['list'][number];

/** "Not received": a remark and 1..3 proof images, checked here before anything is sent. */
function NotReceived({ withdrawal, onDone }: { withdrawal: Withdrawal; onDone: () => void }) {
  const { t } = useT();
  const send = useCallForm('withdrawNotReceived');
  const [files, setFiles] = useState<File[]>([]);
  const [remark, setRemark] = useState('');
  const rules = useRequestCheck(withdrawNotReceived, send, {
    images: { label: t('withdraw.proof'), rules: PROOF_WORDS },
    remark: { label: t('withdraw.remark') },
  });
  const problem = rules.messages.images;
  const id = `lv-proof-${withdrawal.withdrawalId}`;
  const submit = async () => {
    // The files as the platform describes them to its schema: the contract's rules of count, type and size.
    const images = files.map(({ name, type, size }) => ({ name, type, size }));
    const request = {
      withdrawalId: withdrawal.withdrawalId,
      images,
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    };
    if (!rules.check(request)) return;
    const form = new FormData();
    form.append('withdrawalId', withdrawal.withdrawalId);
    if (remark.trim()) form.append('remark', remark.trim());
    for (const file of files) form.append('images', file, file.name);
    if (await send.submit(form)) onDone();
  };
  return (
    <div className="lv-receipt__proof">
      <label htmlFor={id}>{t('withdraw.proof')}</label>
      <input
        id={id}
        type="file"
        accept={PROOF_TYPES.join(',')}
        multiple
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-message` : undefined}
        onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
      />
      <FieldMessage id={`${id}-message`} message={problem} />
      <label htmlFor={`${id}-remark`}>{t('withdraw.remark')}</label>
      <input
        id={`${id}-remark`}
        className="lv-field"
        maxLength={withdrawNotReceived.limits.remark.maxLength}
        value={remark}
        aria-invalid={rules.messages.remark ? true : undefined}
        aria-describedby={rules.messages.remark ? `${id}-remark-message` : undefined}
        onChange={(event) => setRemark(event.target.value)}
      />
      <FieldMessage id={`${id}-remark-message`} message={rules.messages.remark} />
      <FormFeedback call={send} inPlace={rules.refusedInPlace} />
      <button type="button" className="lv-button" disabled={send.status === 'pending'} onClick={() => void submit()}>
        {t('withdraw.sendProof')}
      </button>
    </div>
  );
}

/**
 * One withdrawal: amount, account, status (live), its number and when it was applied for, and while
 * it awaits the receipt, the actions and when it will be treated as received (WALLET-06).
 */
export function WithdrawalItem({ withdrawal, timeZone }: { withdrawal: Withdrawal; timeZone?: string | undefined }) {
  const { t } = useT();
  const { format } = useMoneyFormat();
  const when = useWhen(timeZone);
  const confirm = useCallForm('withdrawConfirmReceipt');
  const [proofOpen, setProofOpen] = useState(false);
  const awaiting = withdrawal.status === 'passed' && withdrawal.receipt === 'awaiting';
  return (
    <li className="lv-withdrawal" data-status={withdrawal.status} data-withdrawal={withdrawal.withdrawalId}>
      <div className="lv-withdrawal__head">
        <strong>{format(withdrawal.amount)}</strong>
        <span>
          {withdrawal.account.bankName} {withdrawal.account.accountNumber}
        </span>
        <span className="lv-withdrawal__status">{t(`withdraw.status.${withdrawal.status}`)}</span>
      </div>
      <p className="lv-withdrawal__meta">
        <span>{t('withdraw.idIs', { id: withdrawal.withdrawalId })}</span>
        <time dateTime={withdrawal.createdAt}>{when(withdrawal.createdAt)}</time>
      </p>
      {withdrawal.status === 'rejected' && withdrawal.rejectReason && (
        <p>{t('withdraw.reason', { reason: withdrawal.rejectReason })}</p>
      )}
      {withdrawal.receipt && withdrawal.status === 'passed' && <p>{t(`withdraw.receipt.${withdrawal.receipt}`)}</p>}
      {awaiting && withdrawal.autoConfirmAt && (
        <p>{t('withdraw.autoConfirmAt', { time: when(withdrawal.autoConfirmAt) })}</p>
      )}
      {awaiting && (
        <div className="lv-cashier__presets">
          <button
            type="button"
            className="lv-button lv-button--primary"
            disabled={confirm.status === 'pending'}
            onClick={() => void confirm.submit({ withdrawalId: withdrawal.withdrawalId })}
          >
            {t('withdraw.confirmReceived')}
          </button>
          <button
            type="button"
            className="lv-button"
            aria-expanded={proofOpen}
            onClick={() => setProofOpen((open) => !open)}
          >
            {t('withdraw.notReceived')}
          </button>
        </div>
      )}
      {awaiting && <FormFeedback call={confirm} />}
      {awaiting && proofOpen && <NotReceived withdrawal={withdrawal} onDone={() => setProofOpen(false)} />}
    </li>
  );
}

/** "Confirm all": every passed withdrawal still awaiting the member's receipt. */
export function ConfirmAll({ waiting }: { waiting: number }) {
  const { t } = useT();
  const all = useCallForm('withdrawConfirmAll');
  if (waiting === 0) return null;
  return (
    <div className="lv-receipt__all">
      <p>{t('withdraw.waiting', { count: waiting })}</p>
      <button
        type="button"
        className="lv-button"
        disabled={all.status === 'pending'}
        onClick={() => void all.submit({})}
      >
        {t('withdraw.confirmAll')}
      </button>
      <FormFeedback call={all} />
    </div>
  );
}
