import { useMemo, useState } from 'react';
import { useFlags, useSession, useT } from '../../../engine/react/context.tsx';
import { CallError, CallState, useMutation } from '../../../engine/react/data/index.ts';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { useLocation, useNavigate } from '../../../engine/react/navigation.tsx';
import { SmartLink } from '../../shared/SmartLink.tsx';
import { HtmlContent } from '../../popups/HtmlContent.tsx';
import { useAnnouncements } from '../../popups/useAnnouncements.ts';
import { nestHeadings } from '../nestHeadings.ts';
import type { Announcements } from '../../../schemas/api/entities.ts';
import type { PromotionsProps } from './schema.ts';
import './Promotions.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';

type Promotion = NonNullable<Announcements['promotion']>[number];

/** RAFFLE promotions are listed under "others" (PROMO-01) and are the ones CALL-27 claims (PROMO-05). */
const categoryOf = (promotion: Promotion): string =>
  promotion.promotionType === 'RAFFLE' ? 'OTHERS' : (promotion.promotionType ?? 'OTHERS');

const idFromHash = (hash: string): string => {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
};

/**
 * The promotions page (ROUTE-13, PROMO-01..06): the promotions of CALL-53 (the call the side
 * menu and the home already make) by category, the selected one's detail with its HTML sanitized,
 * and the address's hash as the selection. Referral promotions show to members, and to visitors
 * only where REFERRALPROMO is on (PROMO-04). A raffle is joined with CALL-27 (PROMO-05): a
 * visitor gets the login dialog first; the answer or the failure shows beside the button. Each
 * promotion shows its period where the brand names one (PROMO-03); a note tells of the Zalo bonus
 * (PROMO-09).
 */
export default function Promotions({
  layout,
  categories,
  referralIds,
  periods,
  zaloBonus,
  zaloLink,
  loginDialog,
}: PromotionsProps) {
  useTexts(texts);
  const { t } = useT();
  const result = useAnnouncements();
  const isLogin = useSession((state) => state.isLogin);
  const referralOn = useFlags().REFERRALPROMO === true;
  const location = useLocation();
  const navigate = useNavigate();
  const [category, setCategory] = useState('ALL');

  const visible = useMemo(() => {
    const all = Array.isArray(result.data?.promotion) ? result.data.promotion : [];
    return all.filter((promotion) => isLogin || referralOn || !referralIds.includes(promotion.id));
  }, [result.data, isLogin, referralOn, referralIds]);
  const tabs = ['ALL', ...categories.filter((code) => visible.some((promotion) => categoryOf(promotion) === code))];
  const shown = category === 'ALL' ? visible : visible.filter((promotion) => categoryOf(promotion) === category);
  const wanted = idFromHash(location.hash);
  const selected = visible.find((promotion) => promotion.id === wanted) ?? shown[0];

  const periodOf = (promotion: Promotion): string | undefined => {
    const code = Object.hasOwn(periods, promotion.id) ? periods[promotion.id] : undefined;
    return code ? t(`promotions.period.${code}`) : undefined;
  };
  const select = (promotion: Promotion) =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: `#${encodeURIComponent(promotion.id)}` },
      { replace: true },
    );

  return (
    <div className={`lv-promos lv-promos--${layout}`}>
      <h1 id="lv-promos-title" className="lv-promos__title">
        {t('promotions.title')}
      </h1>
      {zaloBonus && (
        <p className="lv-promos__zalo">
          {t('promotions.zalo.text')}{' '}
          <SmartLink to={zaloLink} className="lv-promos__zalo-link">
            {t('promotions.zalo.link')}
          </SmartLink>
        </p>
      )}
      <CallState result={result} skeleton={{ height: '24rem' }} isEmpty={() => visible.length === 0}>
        {() => (
          <>
            <div className="lv-promos__tabs" role="group" aria-label={t('promotions.categories')}>
              {tabs.map((code) => (
                <button
                  key={code}
                  type="button"
                  className="lv-promos__tab"
                  aria-pressed={code === category}
                  onClick={() => setCategory(code)}
                >
                  {t(`promotions.category.${code}`)}
                </button>
              ))}
            </div>
            <div className="lv-promos__body">
              <ul className="lv-promos__list" aria-label={t('promotions.list')}>
                {shown.map((promotion) => (
                  <li key={promotion.id}>
                    <button
                      type="button"
                      className="lv-promos__item"
                      aria-current={promotion.id === selected?.id ? 'true' : undefined}
                      onClick={() => select(promotion)}
                    >
                      <span className="lv-promos__item-title">{promotion.title}</span>
                      <span className="lv-promos__item-category">
                        {[t(`promotions.category.${categoryOf(promotion)}`), periodOf(promotion)]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              {selected && (
                <PromotionDetail
                  key={selected.id}
                  promotion={selected}
                  period={periodOf(selected)}
                  loginDialog={loginDialog}
                  isLogin={isLogin}
                />
              )}
            </div>
          </>
        )}
      </CallState>
    </div>
  );
}

function PromotionDetail({
  promotion,
  period,
  loginDialog,
  isLogin,
}: {
  promotion: Promotion;
  period: string | undefined;
  loginDialog: string;
  isLogin: boolean;
}) {
  const { t } = useT();
  const { open } = useDialog();
  const claim = useMutation('claimRafflePromotion');
  const [joined, setJoined] = useState(false);
  const raffle = promotion.promotionType === 'RAFFLE';
  const join = async () => {
    if (!isLogin) {
      open(loginDialog);
      return;
    }
    if (await claim.mutate({ promotionId: promotion.id })) setJoined(true);
  };
  return (
    <article className="lv-promos__detail" aria-labelledby="lv-promos-detail-title">
      <header className="lv-promos__detail-head">
        <h2 id="lv-promos-detail-title" className="lv-promos__detail-title">
          {promotion.title}
        </h2>
        {period && <span className="lv-promos__period">{period}</span>}
        {raffle && (
          <span className="lv-promos__status">{t(joined ? 'promotions.status.signed' : 'promotions.status.join')}</span>
        )}
      </header>
      <HtmlContent html={nestHeadings(promotion.content, 3)} className="lv-promos__content" />
      {raffle && !joined && (
        <button
          type="button"
          className="lv-button lv-button--primary"
          disabled={claim.status === 'pending'}
          onClick={() => void join()}
        >
          {t('promotions.join')}
        </button>
      )}
      {claim.status === 'success' && (
        <p className="lv-promos__claimed" role="status">
          {claim.data?.message || t('promotions.joined')}
        </p>
      )}
      {claim.status === 'error' && claim.error && <CallError error={claim.error} retry={() => void join()} />}
    </article>
  );
}
