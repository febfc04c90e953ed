import { useId, useState } from 'react';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useMoneyFormat } from '../../forms/fields.tsx';
import { FormFeedback } from '../../forms/Form.tsx';
import { CLAIM_CODES, StatusPill, useClaim, useClaimTexts } from '../claims.tsx';
import texts from './locales.json';
import type { MissionBoardProps } from './schema.ts';
import { firstCall } from '../../../engine/core/registry.ts';
import type { PageCalls } from '../../../engine/react/centre/pagePrefetch.ts';

type Mission = NonNullable<ResponseOf<'missionSummary'>['missions']>[number];

function Missions() {
  const { t } = useT();
  const { format } = useMoneyFormat();
  const language = usePlatformLanguage();
  const summary = useCall('missionSummary', { language });
  const claim = useClaim('claimMission', summary);
  const [acted, setActed] = useState<{ id: string; done?: string }>();

  const claimOne = async (mission: Mission) => {
    setActed({ id: mission.id });
    const answer = await claim.submit({ missionId: mission.id });
    if (answer) setActed({ id: mission.id, done: t('claim.paid', { amount: format(answer.amount ?? '0') }) });
  };

  return (
    <CallState result={summary} skeleton={{ height: 280 }} isEmpty={(data) => (data.missions ?? []).length === 0}>
      {(data) => (
        <ul className="lv-claims">
          {(data.missions ?? []).map((mission) => {
            const target = mission.target ?? 0;
            const progress = Math.min(mission.progress ?? 0, target);
            const status = mission.status ?? 'join';
            return (
              <li key={mission.id} className="lv-claim">
                <h4>{mission.title}</h4>
                {target > 0 && (
                  <>
                    <progress
                      className="lv-claim__progress"
                      max={target}
                      value={progress}
                      aria-label={t('missions.you', { title: mission.title })}
                    />
                    <span>{t('missions.progress', { progress, target })}</span>
                  </>
                )}
                <div className="lv-claim__row">
                  <StatusPill status={status} />
                  {mission.reward && (
                    <span className="lv-claim__amount">{t('claim.reward', { amount: format(mission.reward) })}</span>
                  )}
                </div>
                {status === 'claim' && (
                  <button
                    type="button"
                    className="lv-button lv-button--primary"
                    disabled={claim.status === 'pending'}
                    aria-label={t('claim.claimNamed', { title: mission.title })}
                    onClick={() => void claimOne(mission)}
                  >
                    {t('claim.claim')}
                  </button>
                )}
                {acted?.id === mission.id && <FormFeedback call={claim} success={acted.done} codes={CLAIM_CODES} />}
              </li>
            );
          })}
        </ul>
      )}
    </CallState>
  );
}

function Leaderboard({ headingId }: { headingId: string }) {
  const { t } = useT();
  const language = usePlatformLanguage();
  const board = useCall('missionLeaderboard', { language });
  return (
    <CallState result={board} skeleton={{ height: 360 }}>
      {(rows) => (
        <table className="lv-board" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('missions.rank')}</th>
              <th scope="col">{t('missions.player')}</th>
              <th scope="col">{t('missions.score')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.rank}>
                <td>{row.rank}</td>
                <td>{row.account}</td>
                <td>{row.score.toLocaleString(language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </CallState>
  );
}

/**
 * MC-13 and MC-22: the member's missions with their progress and a claim once complete (paid once,
 * CALL-122), and the mission leaderboard with accounts masked (CALL-30, PROMO-07).
 */
export default function MissionBoard({ showMissions, showLeaderboard, showTitle }: MissionBoardProps) {
  useClaimTexts();
  useTexts(texts);
  const { t } = useT();
  const missionsId = useId();
  const boardId = useId();
  return (
    <div className="lv-cashier">
      {showMissions && (
        <section aria-labelledby={missionsId}>
          <h3 id={missionsId} hidden={!showTitle}>
            {t('missions.title')}
          </h3>
          <Missions />
        </section>
      )}
      {showLeaderboard && (
        <section aria-labelledby={boardId}>
          <h3 id={boardId} hidden={!showTitle}>
            {t('missions.leaderboard')}
          </h3>
          <Leaderboard headingId={boardId} />
        </section>
      )}
    </div>
  );
}

/** Its first calls, asked when the player points at its centre page's menu entry (issue 26, item 13). */
MissionBoard.pageCalls = (({ showMissions, showLeaderboard }, language) => [
  ...(showMissions ? [firstCall<'missionSummary'>('missionSummary', { language })] : []),
  ...(showLeaderboard ? [firstCall<'missionLeaderboard'>('missionLeaderboard', { language })] : []),
]) satisfies PageCalls<MissionBoardProps>;
