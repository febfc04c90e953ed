import { useState } from 'react';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';
import { useMoneyFormat } from '../../forms/fields.tsx';
import { FormFeedback } from '../../forms/Form.tsx';
import { CLAIM_CODES, StatusPill, useClaim, useClaimTexts } from '../claims.tsx';
import type { RewardCenterProps } from './schema.ts';
import { firstCall } from '../../../engine/core/registry.ts';
import type { PageCalls } from '../../../engine/react/centre/pagePrefetch.ts';

type Promotion = ResponseOf<'rewardCenter'>['promotions'][number];

/**
 * MC-11: the promotions a member can join or claim, each with its activity status (UNSPEC-04).
 * Only join and claim are actions; a claim pays the bonus once (CALL-121 with an idempotency key,
 * refused as already claimed the second time) and the balance and badge follow. The announcements'
 * go-to-promotion button lands here. As envelopes it is the red envelope screen (MC-19).
 */
export default function RewardCenter({ promotionTypes, look }: RewardCenterProps) {
  useClaimTexts();
  const { t } = useT();
  const { format } = useMoneyFormat();
  const language = usePlatformLanguage();
  const centre = useCall('rewardCenter', { language });
  const action = useClaim('rewardAction', centre);
  const [acted, setActed] = useState<{ id: string; done?: string }>();

  const act = async (promotion: Promotion, kind: 'join' | 'claim') => {
    setActed({ id: promotion.promotionId });
    const answer = await action.submit({ promotionId: promotion.promotionId, action: kind });
    if (!answer) return;
    const done =
      kind === 'claim'
        ? t('claim.paid', { amount: format(answer.amount ?? '0') })
        : [
            t('claim.joined', { title: promotion.title }),
            answer.ticket ? t('claim.ticket', { ticket: answer.ticket }) : '',
          ]
            .filter(Boolean)
            .join(' ');
    setActed({ id: promotion.promotionId, done });
  };

  const shown = (data: ResponseOf<'rewardCenter'>) =>
    promotionTypes.length === 0
      ? data.promotions
      : data.promotions.filter((p) => p.promotionType && promotionTypes.includes(p.promotionType));

  return (
    <CallState result={centre} skeleton={{ height: 320 }} isEmpty={(data) => shown(data).length === 0}>
      {(data) => (
        <ul className="lv-claims">
          {shown(data).map((promotion) => {
            const kind = promotion.status === 'join' || promotion.status === 'claim' ? promotion.status : undefined;
            const busy = action.status === 'pending';
            return (
              <li
                key={promotion.promotionId}
                id={`promotion-${promotion.promotionId}`}
                className={`lv-claim${look === 'envelopes' ? ' lv-claim--envelope' : ''}`}
              >
                <h3>{promotion.title}</h3>
                <div className="lv-claim__row">
                  <StatusPill status={promotion.status} />
                  {promotion.amount && <span className="lv-claim__amount">{format(promotion.amount)}</span>}
                </div>
                {kind && (
                  <button
                    type="button"
                    className="lv-button lv-button--primary"
                    disabled={busy}
                    aria-busy={busy && acted?.id === promotion.promotionId}
                    aria-label={t(kind === 'join' ? 'claim.joinNamed' : 'claim.claimNamed', { title: promotion.title })}
                    onClick={() => void act(promotion, kind)}
                  >
                    {t(kind === 'join' ? 'claim.join' : 'claim.claim')}
                  </button>
                )}
                {acted?.id === promotion.promotionId && (
                  <FormFeedback call={action} success={acted.done} codes={CLAIM_CODES} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </CallState>
  );
}

/** Its first calls, asked when the player points at its centre page's menu entry (issue 26, item 13). */
RewardCenter.pageCalls = ((_props, language) => [
  firstCall<'rewardCenter'>('rewardCenter', { language }),
]) satisfies PageCalls;
