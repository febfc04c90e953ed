import { useAssetUrl, useBrand, useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useLocation } from '../../../engine/react/navigation.tsx';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { CopyButton } from '../../shared/CopyButton.tsx';
import { QrCode } from '../../shared/QrCode.tsx';
import { useMoneyFormat } from '../../forms/fields.tsx';
import { useWhen } from '../../records/useWhen.ts';
import texts from './locales.json';
import type { ReferralInviteProps } from './schema.ts';
import './ReferralInvite.css';
import { firstCall } from '../../../engine/core/registry.ts';
import type { PageCalls } from '../../../engine/react/centre/pagePrefetch.ts';

/**
 * The invitation link: this site's address (so it opens the same brand), the registration route and
 * the code. A brand chosen by `?brand=` (development hosts) travels with it.
 */
export function invitationLink(
  origin: string,
  search: string,
  registerPath: string,
  referralParam: string,
  code: string,
): string {
  const params = new URLSearchParams({ [referralParam]: code });
  const brand = new URLSearchParams(search).get('brand');
  if (brand) params.set('brand', brand);
  return `${origin}${registerPath}?${params.toString()}`;
}

/** Native sharing where the browser has it; links to the messengers players use everywhere else. */
function ShareActions({ link, text }: { link: string; text: string }) {
  const { t } = useT();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="lv-referral__share">
      {canShare && (
        <button
          type="button"
          className="lv-button"
          onClick={() => void navigator.share({ text, url: link }).catch(() => undefined)}
        >
          {t('referral.share')}
        </button>
      )}
      <a
        className="lv-button lv-button--ghost"
        href={`https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('referral.shareWhatsApp')}
      </a>
      <a
        className="lv-button lv-button--ghost"
        href={`https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('referral.shareTelegram')}
      </a>
    </div>
  );
}

/**
 * referral (MC-12): the member's invitation code and link, a QR code of the link (DL-03), copy and
 * share, and the friends who signed up with it with what each earned the member (CALL-134).
 */
export default function ReferralInvite({ registerPath, referralParam, qrCode, showTitle }: ReferralInviteProps) {
  useTexts(texts);
  const { t } = useT();
  const { name, theme } = useBrand();
  const asset = useAssetUrl();
  const { search } = useLocation();
  const { format } = useMoneyFormat();
  const when = useWhen();
  const summary = useCall('referralSummary');

  return (
    <section className="lv-referral" aria-labelledby="lv-referral-heading">
      <h3 id="lv-referral-heading" hidden={!showTitle}>
        {t('referral.title')}
      </h3>
      <CallState result={summary} skeleton={{ height: 420 }} isEmpty={() => false}>
        {(answer) => {
          const link = invitationLink(window.location.origin, search, registerPath, referralParam, answer.code);
          return (
            <>
              <p>{t('referral.intro', { percent: answer.bonusPercent, cap: format(answer.bonusCap) })}</p>
              <div className="lv-referral__invite">
                <div className="lv-referral__fields">
                  <div className="lv-referral__field">
                    <span className="lv-referral__label">{t('referral.code')}</span>
                    <strong className="lv-referral__code">{answer.code}</strong>
                    <CopyButton text={answer.code} label={t('referral.copyCode')} />
                  </div>
                  <div className="lv-referral__field">
                    <label className="lv-referral__label" htmlFor="lv-referral-link">
                      {t('referral.link')}
                    </label>
                    <input
                      id="lv-referral-link"
                      className="lv-field lv-referral__link"
                      value={link}
                      readOnly
                      onFocus={(event) => event.currentTarget.select()}
                    />
                    <CopyButton text={link} label={t('referral.copyLink')} />
                  </div>
                  <ShareActions link={link} text={t('referral.shareText', { brand: name, code: answer.code })} />
                </div>
                {qrCode && <QrCode value={link} label={t('referral.scan')} logo={asset(theme.logo)} />}
              </div>
              <h4>{t('referral.friends')}</h4>
              <p>{t('referral.friendCount', { count: answer.friends.length, total: format(answer.totalEarned) })}</p>
              {answer.friends.length === 0 ? (
                <p>{t('referral.noFriends')}</p>
              ) : (
                <table className="lv-referral__friends">
                  <thead>
                    <tr>
                      <th scope="col">{t('referral.account')}</th>
                      <th scope="col">{t('referral.joined')}</th>
                      <th scope="col">{t('referral.earned')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.friends.map((friend) => (
                      <tr key={`${friend.account}-${friend.joinedAt}`}>
                        <td>{friend.account}</td>
                        <td>
                          <time dateTime={friend.joinedAt}>{when(friend.joinedAt)}</time>
                        </td>
                        <td>{format(friend.earned)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          );
        }}
      </CallState>
    </section>
  );
}

/** Its first calls, asked when the player points at its centre page's menu entry (issue 26, item 13). */
ReferralInvite.pageCalls = (() => [firstCall<'referralSummary'>('referralSummary', undefined)]) satisfies PageCalls;
