import { useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useMoneyFormat } from '../../forms/fields.tsx';
import { FormFeedback } from '../../forms/Form.tsx';
import { CLAIM_CODES, useClaim, useClaimTexts } from '../claims.tsx';
import texts from './locales.json';
import type { ManualRebateProps } from './schema.ts';
import { firstCall } from '../../../engine/core/registry.ts';
import type { PageCalls } from '../../../engine/react/centre/pagePrefetch.ts';

/**
 * MC-15: the rebate earned on the stakes since the last claim (CALL-123) and a claim into the main
 * wallet (CALL-124). The platform pays each stake's rebate once: a second claim, from this tab or
 * another, is told there is nothing left, and the figures are asked again.
 */
export default function ManualRebate(_props: ManualRebateProps) {
  useClaimTexts();
  useTexts(texts);
  const { t } = useT();
  const { format } = useMoneyFormat();
  const language = usePlatformLanguage();
  const rebate = useCall('manualRebate');
  const claim = useClaim('claimManualRebate', rebate);
  const [done, setDone] = useState<string>();

  const claimNow = async () => {
    setDone(undefined);
    const answer = await claim.submit({});
    if (answer) setDone(t('claim.paid', { amount: format(answer.amount ?? '0') }));
  };

  return (
    <CallState result={rebate} skeleton={{ height: 220 }} isEmpty={() => false}>
      {(data) => {
        const nothing = Number(data.amount) <= 0;
        return (
          <div className="lv-claim">
            <dl className="lv-claim__facts">
              <dt>{t('rebate.stake')}</dt>
              <dd className="lv-claim__amount">{format(data.eligibleStake)}</dd>
              <dt>{t('rebate.bets')}</dt>
              <dd>{data.bets.toLocaleString(language)}</dd>
              <dt>{t('rebate.rate')}</dt>
              <dd>{`${Number(data.ratePercent).toLocaleString(language)} %`}</dd>
              <dt>{t('rebate.amount')}</dt>
              <dd className="lv-claim__amount">{format(data.amount)}</dd>
            </dl>
            {data.lastClaimAt && (
              <p>
                {t('rebate.last', {
                  date: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                    new Date(data.lastClaimAt),
                  ),
                })}
              </p>
            )}
            {nothing && claim.status !== 'success' && <p role="status">{t('rebate.nothing')}</p>}
            <FormFeedback call={claim} success={done} codes={CLAIM_CODES} />
            <button
              type="button"
              className="lv-button lv-button--primary"
              disabled={nothing || claim.status === 'pending'}
              aria-busy={claim.status === 'pending'}
              onClick={() => void claimNow()}
            >
              {t('rebate.claim')}
            </button>
          </div>
        );
      }}
    </CallState>
  );
}

/** Its first calls, asked when the player points at its centre page's menu entry (issue 26, item 13). */
ManualRebate.pageCalls = (() => [firstCall<'manualRebate'>('manualRebate', undefined)]) satisfies PageCalls;
