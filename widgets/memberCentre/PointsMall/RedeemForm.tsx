import { useEffect, useId, useRef, useState } from 'react';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { useEngine, useT } from '../../../engine/react/context.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { TextAreaField } from '../../forms/TextAreaField.tsx';
import { PaymentPasswordField, usePaymentPasswordWords } from '../../forms/PaymentPasswordField.tsx';
import { FormFeedback } from '../../forms/Form.tsx';
import { useRequestCheck } from '../../forms/requestCheck.ts';
import { useCallForm } from '../../forms/useCallForm.ts';
import { paymentPasswordSet, redeemPointReward } from '../../../schemas/generated/requestValidators.js';
import { useLock } from '../../forms/useLock.ts';
import { usePoints } from './usePoints.ts';

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
  const pointsText = usePoints();
  const { data: client } = useEngine();
  const check = useCallForm('passwordCheck');
  const redeem = useCallForm('redeemPointReward');
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [remark, setRemark] = useState('');
  const [password, setPassword] = useState('');
  const [wrongPassword, setWrongPassword] = useState(false);
  const [notEnough, setNotEnough] = useState<string | undefined>();
  const rules = useRequestCheck(redeemPointReward, redeem, {
    quantity: { label: t('points.quantity') },
    address: { label: t('points.address') },
    remark: { label: t('points.remark') },
  });
  // The password the redeem is confirmed with is checked by CALL-37; its rule is the payment password's (CALL-78).
  const passwordRules = useRequestCheck(paymentPasswordSet, check, { password: usePaymentPasswordWords() });
  const heading = useRef<HTMLHeadingElement>(null);
  const addressId = useId();
  const quantityId = useId();
  const locked = useLock(check.error);
  const busy = check.status === 'pending' || redeem.status === 'pending';
  const most = redeemPointReward.limits.quantity.maximum;
  const stock = reward.stock ?? most;
  const maxQuantity = Math.max(1, Math.min(most, stock));
  const count = Number(quantity);
  const cost = Number.isInteger(count) && count > 0 ? count * reward.points : reward.points;

  // The form takes the place of the list: the member's focus goes to its title.
  useEffect(() => heading.current?.focus(), []);

  const submit = async () => {
    if (busy) return;
    const request = {
      rewardId: reward.rewardId,
      quantity: /^\d+$/.test(quantity) ? count : quantity,
      ...(reward.physical ? { address: address.trim() } : {}),
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    };
    // Beyond the contract: a whole number up to the stock, an address where the reward is posted, enough points.
    const quantityWrong = !/^\d+$/.test(quantity) || count < 1 || count > maxQuantity;
    const fine = rules.check(request, {
      quantity: quantityWrong ? t('points.quantityWrong', { max: maxQuantity }) : undefined,
      address: reward.physical && !address.trim() ? t('points.addressNeeded') : undefined,
    });
    const passwordFine = passwordRules.check({ password });
    const short =
      !quantityWrong && cost > balance
        ? t('points.notEnough', { balance: pointsText(balance), points: pointsText(cost) })
        : undefined;
    setNotEnough(short);
    setWrongPassword(false);
    redeem.reset();
    if (!fine || !passwordFine || short) return;
    const checked = await check.submit({ password });
    if (!checked) return;
    if (!checked.pass) {
      setWrongPassword(true);
      return;
    }
    const answer = await redeem.submit({ ...request, quantity: count });
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
        {t('points.cost', { points: pointsText(reward.points) })}
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
          maxLength={String(redeemPointReward.limits.quantity.maximum).length}
          value={quantity}
          onChange={setQuantity}
          message={rules.messages.quantity}
        />
        {reward.physical && (
          <TextAreaField
            id={addressId}
            label={t('points.address')}
            rows={3}
            maxLength={redeemPointReward.limits.address.maxLength}
            value={address}
            onChange={setAddress}
            message={rules.messages.address}
          />
        )}
        <TextField
          id={`${addressId}-remark`}
          label={t('points.remark')}
          required={false}
          maxLength={redeemPointReward.limits.remark.maxLength}
          value={remark}
          onChange={setRemark}
          message={rules.messages.remark}
        />
        <PaymentPasswordField value={password} onChange={setPassword} message={passwordRules.messages.password} />
        <p className="lv-points__total">{t('points.total', { points: pointsText(cost) })}</p>
        {notEnough && (
          <p className="lv-form__failure" role="alert">
            {notEnough}
          </p>
        )}
        {wrongPassword && (
          <p className="lv-form__failure" role="alert">
            {t('points.passwordWrong')}
          </p>
        )}
        <FormFeedback call={check} success="" inPlace={passwordRules.refusedInPlace} />
        <FormFeedback call={redeem} codes={REDEEM_CODES} success="" inPlace={rules.refusedInPlace} />
        <div className="lv-points__actions">
          <button type="submit" className="lv-button lv-button--primary" disabled={busy || locked} aria-busy={busy}>
            {t('points.confirm', { points: pointsText(cost) })}
          </button>
          <button type="button" className="lv-button" onClick={onCancel}>
            {t('points.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
