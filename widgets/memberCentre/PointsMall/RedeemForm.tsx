import { useEffect, useId, useRef, useState } from 'react';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { useEngine, useT } from '../../../engine/react/context.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { FieldMessage } from '../../forms/FieldMessage.tsx';
import { isPaymentPassword, PaymentPasswordField } from '../../forms/fields.tsx';
import { FormFeedback } from '../../forms/Form.tsx';
import { useCallForm } from '../../forms/useCallForm.ts';
import { useLock } from '../../forms/useLock.ts';

export type Reward = ResponseOf<'getPointReward'>[number];

/** What a redeem changes: points, stock, both lists. */
/** Refusals of the redeem said in the player's language; the rewards are refreshed for the last two. */
const REDEEM_CODES = {
  INSUFFICIENT_BALANCE: 'points.error.notEnough',
  OUT_OF_STOCK: 'points.error.outOfStock',
  NOT_FOUND: 'points.error.gone',
} as const;
const REFRESHING = new Set(['OUT_OF_STOCK', 'NOT_FOUND']);

/**
 * Redeeming one reward (POINTS-06): quantity, a delivery address for rewards sent by post, a remark,
 * and the payment password, checked by the platform (CALL-37) right before the redeem (CALL-38) is
 * sent. A wrong password sends no redeem; a redeem that times out is sent again with the same key,
 * so it is done once.
 */
export function RedeemForm({
  reward,
  balance,
  onDone,
  onCancel,
}: {
  reward: Reward;
  balance: number;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const { data: client } = useEngine();
  const check = useCallForm('passwordCheck');
  const redeem = useCallForm('redeemPointReward');
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [remark, setRemark] = useState('');
  const [password, setPassword] = useState('');
  const [wrongPassword, setWrongPassword] = useState(false);
  const [messages, setMessages] = useState<{ quantity?: string; address?: string; password?: string; points?: string }>(
    {},
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const addressId = useId();
  const quantityId = useId();
  const locked = useLock(check.error);
  const busy = check.status === 'pending' || redeem.status === 'pending';
  const stock = reward.stock ?? 99;
  const maxQuantity = Math.max(1, Math.min(99, stock));
  const count = Number(quantity);
  const cost = Number.isInteger(count) && count > 0 ? count * reward.points : reward.points;

  // The form takes the place of the list: the member's focus goes to its title.
  useEffect(() => heading.current?.focus(), []);

  const submit = async () => {
    if (busy) return;
    const found: typeof messages = {};
    if (!/^\d{1,2}$/.test(quantity) || count < 1 || count > maxQuantity)
      found.quantity = t('points.quantityWrong', { max: maxQuantity });
    if (reward.physical && !address.trim()) found.address = t('points.addressNeeded');
    if (!isPaymentPassword(password)) found.password = t('cashier.paymentPasswordFormat');
    if (!found.quantity && cost > balance) found.points = t('points.notEnough', { balance, points: cost });
    setMessages(found);
    setWrongPassword(false);
    redeem.reset();
    if (Object.keys(found).length) return;
    const checked = await check.submit({ password });
    if (!checked) return;
    if (!checked.pass) {
      setWrongPassword(true);
      return;
    }
    const answer = await redeem.submit({
      rewardId: reward.rewardId,
      quantity: count,
      ...(reward.physical ? { address: address.trim() } : {}),
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    });
    if (answer) onDone(t('points.redeemed', { name: reward.name }));
  };

  useEffect(() => {
    // Stock or the reward itself changed while the form was open: show the mall as it is now.
    if (redeem.error?.kind === 'rejected' && REFRESHING.has(redeem.error.code)) client.invalidate(['getPointReward']);
  }, [redeem.error, client]);

  return (
    <section className="lv-points__redeem" aria-labelledby={`${quantityId}-title`}>
      <h3 id={`${quantityId}-title`} ref={heading} tabIndex={-1}>
        {t('points.redeemTitle', { name: reward.name })}
      </h3>
      <p>
        {t('points.cost', { points: reward.points })}
        {reward.physical ? ` · ${t('points.physical')}` : ''}
      </p>
      <form
        className="lv-form lv-cashier-form"
        noValidate
        aria-label={t('points.redeemTitle', { name: reward.name })}
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          id={quantityId}
          label={t('points.quantity')}
          inputMode="numeric"
          maxLength={2}
          value={quantity}
          onChange={setQuantity}
          message={messages.quantity}
        />
        {reward.physical && (
          <div className="lv-form__field">
            <label htmlFor={addressId}>{t('points.address')}</label>
            <textarea
              id={addressId}
              className="lv-field"
              rows={3}
              maxLength={500}
              required
              value={address}
              aria-invalid={messages.address ? true : undefined}
              aria-describedby={messages.address ? `${addressId}-message` : undefined}
              onChange={(event) => setAddress(event.target.value)}
            />
            <FieldMessage id={`${addressId}-message`} message={messages.address} />
          </div>
        )}
        <TextField
          id={`${addressId}-remark`}
          label={t('points.remark')}
          required={false}
          maxLength={140}
          value={remark}
          onChange={setRemark}
        />
        <PaymentPasswordField value={password} onChange={setPassword} message={messages.password} />
        <p className="lv-points__total">{t('points.total', { points: cost })}</p>
        {messages.points && (
          <p className="lv-form__failure" role="alert">
            {messages.points}
          </p>
        )}
        {wrongPassword && (
          <p className="lv-form__failure" role="alert">
            {t('points.passwordWrong')}
          </p>
        )}
        <FormFeedback call={check} success="" />
        <FormFeedback call={redeem} codes={REDEEM_CODES} success="" />
        <div className="lv-points__actions">
          <button type="submit" className="lv-button lv-button--primary" disabled={busy || locked} aria-busy={busy}>
            {t('points.confirm', { points: cost })}
          </button>
          <button type="button" className="lv-button" onClick={onCancel}>
            {t('points.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
