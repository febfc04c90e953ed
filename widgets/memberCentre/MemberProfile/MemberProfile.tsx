import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { formatAmount } from '../../forms/money.ts';
import texts from './locales.json';
import type { MemberProfileProps } from './schema.ts';
import '../../forms/forms.css';
import './MemberProfile.css';

/**
 * MC-02, MC-25: who the member is, as member info (CALL-07) gives it — account, nickname, VIP label
 * and rank, what the next rank needs — and the real name every payout account is held in (CALL-75).
 * Read-only: the platform offers no call to change them, so the page says where to ask.
 */
export default function MemberProfile({ showVip }: MemberProfileProps) {
  useTexts(texts);
  const { t } = useT();
  const language = usePlatformLanguage();
  const info = useCall('memberInfo');
  const payout = useCall('payoutAccounts');
  return (
    <section className="lv-cashier lv-profile" aria-labelledby="lv-profile">
      <h3 id="lv-profile">{t('memberProfile.title')}</h3>
      <CallState result={info} skeleton={{ height: showVip ? 230 : 150 }} isEmpty={() => false}>
        {(member) => (
          <>
            <dl className="lv-profile__fields">
              <div>
                <dt>{t('memberProfile.account')}</dt>
                <dd>{member.account}</dd>
              </div>
              <div>
                <dt>{t('memberProfile.nickname')}</dt>
                <dd>{member.nickname || t('memberProfile.notSet')}</dd>
              </div>
              <div>
                <dt>{t('memberProfile.realName')}</dt>
                <dd>
                  <CallState result={payout} skeleton={{ height: '1.5rem', width: '10rem' }} isEmpty={() => false}>
                    {(answer) => answer.realName ?? t('memberProfile.realNameNotSet')}
                  </CallState>
                </dd>
              </div>
              {showVip && member.vipLabel !== undefined && (
                <div>
                  <dt>{t('memberProfile.vip')}</dt>
                  <dd>
                    <span className="lv-profile__badge">{member.vipLabel}</span>
                  </dd>
                </div>
              )}
              {showVip && member.vipRank !== undefined && (
                <div>
                  <dt>{t('memberProfile.rank')}</dt>
                  <dd>{member.vipRank}</dd>
                </div>
              )}
              {showVip && member.vipNext !== undefined && (
                <div>
                  <dt>{t('memberProfile.next')}</dt>
                  <dd>
                    {t('memberProfile.nextNeeds', {
                      label: member.vipNext.label,
                      amount: formatAmount(member.vipNext.turnover, language, member.currencySymbol),
                    })}
                  </dd>
                </div>
              )}
            </dl>
            <p className="lv-profile__note">{t('memberProfile.fixed')}</p>
          </>
        )}
      </CallState>
    </section>
  );
}
