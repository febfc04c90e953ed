import { useRef, useState } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { useMoneyFormat } from '../../forms/fields.tsx';
import { useUrlState } from '../../records/useUrlState.ts';
import kitTexts from '../../forms/cashierTexts.json';
import { ConvertForm } from './ConvertForm.tsx';
import { PointsDetails, RedeemHistory } from './PointsRecords.tsx';
import { pointsWorth } from './pointsWorth.ts';
import { usePoints } from './usePoints.ts';
import { RedeemForm, type Reward } from './RedeemForm.tsx';
import { POINTS_SECTIONS, type PointsMallProps } from './schema.ts';
import texts from './locales.json';
import '../../forms/forms.css';
import './PointsMall.css';
import { firstCall } from '../../../engine/core/registry.ts';
import type { PageCalls } from '../../../engine/react/centre/pagePrefetch.ts';

/** The rewards on offer, each with its points, what is left and a Redeem button (POINTS-03). */
function RewardGrid({ balance, onRedeem }: { balance: number; onRedeem: (reward: Reward) => void }) {
  const { t } = useT();
  const pointsText = usePoints();
  const rewards = useCall('getPointReward');
  return (
    <CallState result={rewards} skeleton={{ height: 320 }} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <ul className="lv-points__rewards">
          {list.map((reward) => {
            const soldOut = reward.stock === 0;
            const short = reward.points - balance;
            return (
              <li key={reward.rewardId} className="lv-points__reward">
                {reward.imageUrl && <img src={reward.imageUrl} alt="" width={160} height={120} loading="lazy" />}
                <h3>{reward.name}</h3>
                <p className="lv-points__cost">{t('points.cost', { points: pointsText(reward.points) })}</p>
                <p className="lv-points__stock">
                  {soldOut
                    ? t('points.soldOut')
                    : reward.stock !== undefined
                      ? t('points.left', { count: reward.stock })
                      : ''}
                  {reward.physical ? ` · ${t('points.physical')}` : ''}
                </p>
                {!soldOut && short > 0 && (
                  <p className="lv-points__short">{t('points.short', { points: pointsText(short) })}</p>
                )}
                <button
                  type="button"
                  className="lv-button lv-button--primary"
                  disabled={soldOut || short > 0}
                  data-reward={reward.rewardId}
                  aria-label={`${t('points.redeem')}: ${reward.name}`}
                  onClick={() => onRedeem(reward)}
                >
                  {t('points.redeem')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </CallState>
  );
}

/** The points rules (POINTS-07: points never expire), with the brand's ratio. */
function PointsRules({ ratio, minConvert }: { ratio: string; minConvert: number }) {
  const { t } = useT();
  const { format } = useMoneyFormat();
  return (
    <ul className="lv-points__rules">
      <li>{t('points.rules.earn')}</li>
      <li>{t('points.rules.redeem')}</li>
      <li>{t('points.rules.post')}</li>
      <li>
        {t('points.rules.convert', {
          worth: t('points.worth', { points: 100, amount: format(pointsWorth(100, ratio)) }),
          min: minConvert,
        })}
      </li>
      <li>
        <strong>{t('points.rules.expire')}</strong>
      </li>
    </ul>
  );
}

/** POINTS-01..07: the points mall, at /pointMall and as a member-centre page. */
export default function PointsMall({ section, showConvert, showTitle }: PointsMallProps) {
  useAccountTexts();
  useTexts(kitTexts);
  useTexts(texts);
  const { t } = useT();
  const { format } = useMoneyFormat();
  const pointsText = usePoints();
  // `pageNo`, not `page`: in the member centre `?page=` names the centre's page (DESIGN §3b).
  const [query, setQuery] = useUrlState({ section, pageNo: 1 }, { section: POINTS_SECTIONS });
  const balance = useCall('getPointBalance');
  const config = useCall('getPointConfig');
  // Kept in view while a reward is being redeemed, so stock the platform changed meanwhile shows in the form.
  const rewards = useCall('getPointReward');
  const [redeeming, setRedeeming] = useState<Reward | null>(null);
  const [redeemed, setRedeemed] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const points = balance.data?.points;
  const ratio = config.data?.ratio ?? '0';
  const minConvert = config.data?.minConvert ?? 1;

  const closeRedeem = (message = '') => {
    const rewardId = redeeming?.rewardId;
    setRedeeming(null);
    setRedeemed(message);
    // Back to the list: focus returns to the reward's button once the list is drawn again.
    requestAnimationFrame(() => list.current?.querySelector<HTMLButtonElement>(`[data-reward="${rewardId}"]`)?.focus());
  };

  return (
    <section className="lv-points" aria-label={t('points.title')}>
      {showTitle && <h2>{t('points.title')}</h2>}
      <dl className="lv-cashier__balances lv-points__balance">
        <div>
          <dt>{t('points.balance')}</dt>
          <dd data-testid="points-balance">{points === undefined ? '—' : pointsText(points)}</dd>
        </div>
        {config.data && (
          <div>
            <dt>{t('points.convertTitle')}</dt>
            <dd>{t('points.worth', { points: 100, amount: format(pointsWorth(100, ratio)) })}</dd>
          </div>
        )}
      </dl>
      <nav className="lv-points__tabs" aria-label={t('points.tabs.label')}>
        {POINTS_SECTIONS.map((name) => (
          <button
            key={name}
            type="button"
            className="lv-button"
            aria-pressed={query.section === name}
            onClick={() => {
              setRedeeming(null);
              setQuery({ section: name, pageNo: 1 });
            }}
          >
            {t(`points.tabs.${name}`)}
          </button>
        ))}
      </nav>
      {query.section === 'rewards' && (
        <>
          <p className="lv-form__status" role="status">
            {redeemed}
          </p>
          {redeeming && points !== undefined ? (
            <RedeemForm
              reward={rewards.data?.find((reward) => reward.rewardId === redeeming.rewardId) ?? redeeming}
              balance={points}
              onDone={closeRedeem}
              onCancel={() => closeRedeem()}
            />
          ) : (
            <div ref={list}>
              <RewardGrid
                balance={points ?? 0}
                onRedeem={(reward) => {
                  setRedeemed('');
                  setRedeeming(reward);
                }}
              />
            </div>
          )}
          {showConvert && config.data && points !== undefined && !redeeming && (
            <ConvertForm balance={points} ratio={ratio} minConvert={minConvert} />
          )}
        </>
      )}
      {query.section === 'history' && <RedeemHistory page={query.pageNo} onPage={(pageNo) => setQuery({ pageNo })} />}
      {query.section === 'details' && <PointsDetails page={query.pageNo} onPage={(pageNo) => setQuery({ pageNo })} />}
      {query.section === 'rules' && <PointsRules ratio={ratio} minConvert={minConvert} />}
    </section>
  );
}

/** Its first calls, asked when the player points at its centre page's menu entry (issue 26, item 13). */
PointsMall.pageCalls = (() => [
  firstCall<'getPointBalance'>('getPointBalance', undefined),
  firstCall<'getPointConfig'>('getPointConfig', undefined),
  firstCall<'getPointReward'>('getPointReward', undefined),
]) satisfies PageCalls;
