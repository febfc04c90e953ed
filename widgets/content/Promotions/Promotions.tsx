import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useFlags, useSession, useT } from '../../../engine/react/context.tsx';
import { CallError, CallState, useMutation } from '../../../engine/react/data/index.ts';
import { keepFocusInside } from '../../../engine/react/dialogs/keepFocusInside.ts';
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

/** Marks the history entry a tap in the list added, so closing the promotion is the browser's Back. */
const OPENED_FROM_LIST = 'lvPromotionFromList';

const openedFromList = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[OPENED_FROM_LIST] === true;

/**
 * The promotions page (ROUTE-13, PROMO-01..06): the promotions of CALL-53 (the call the side
 * menu and the home already make) by category. A promotion opens as a sheet over the list, where
 * the player is looking on a phone and on a desktop (issue 26): the address's hash is the open
 * promotion, so a link to it can be shared and the browser's Back closes it; Escape and the close
 * button close it too, focus returns to the promotion in the list and the list keeps its scroll.
 * The detail's HTML is sanitized. Referral promotions show to members, and to visitors only where
 * REFERRALPROMO is on (PROMO-04). A raffle is joined with CALL-27 (PROMO-05): a visitor gets the
 * login dialog first; the answer or the failure shows beside the button. Each promotion shows its
 * period where the brand names one (PROMO-03); a note tells of the Zalo bonus (PROMO-09).
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
  // Raffles joined on this page stay "Signed up" when reopened (the contract carries no status).
  const [joined, setJoined] = useState<ReadonlySet<string>>(() => new Set());
  const root = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  const visible = useMemo(() => {
    const all = Array.isArray(result.data?.promotion) ? result.data.promotion : [];
    return all.filter((promotion) => isLogin || referralOn || !referralIds.includes(promotion.id));
  }, [result.data, isLogin, referralOn, referralIds]);
  const tabs = ['ALL', ...categories.filter((code) => visible.some((promotion) => categoryOf(promotion) === code))];
  const shown = category === 'ALL' ? visible : visible.filter((promotion) => categoryOf(promotion) === category);
  const wanted = idFromHash(location.hash);
  // An unknown id, or one hidden from this player, opens nothing: the list is shown.
  const opened = wanted ? visible.find((promotion) => promotion.id === wanted) : undefined;

  // Focus goes back to the promotion that was open (to the page's title if its tab hides it).
  const lastOpened = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (opened) {
      lastOpened.current = opened.id;
      return;
    }
    const id = lastOpened.current;
    if (id === undefined) return;
    lastOpened.current = undefined;
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[data-promotion]') ?? [])];
    (items.find((item) => item.dataset.promotion === id) ?? title.current)?.focus();
  }, [opened]);

  const periodOf = (promotion: Promotion): string | undefined => {
    const code = Object.hasOwn(periods, promotion.id) ? periods[promotion.id] : undefined;
    return code ? t(`promotions.period.${code}`) : undefined;
  };
  const open = (promotion: Promotion) =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: `#${encodeURIComponent(promotion.id)}` },
      { state: { [OPENED_FROM_LIST]: true } },
    );
  // Closing undoes the tap (Back); a promotion the address opened (a shared link) is replaced by the list.
  const close = () => {
    if (openedFromList(location.state)) void navigate(-1);
    else void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };

  return (
    <div ref={root} className={`lv-promos lv-promos--${layout}`}>
      <h1 ref={title} id="lv-promos-title" className="lv-promos__title" tabIndex={-1}>
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
            <ul className="lv-promos__list" aria-label={t('promotions.list')}>
              {shown.map((promotion) => (
                <li key={promotion.id}>
                  <button
                    type="button"
                    className="lv-promos__item"
                    data-promotion={promotion.id}
                    aria-haspopup="dialog"
                    aria-current={promotion.id === opened?.id ? 'true' : undefined}
                    onClick={() => open(promotion)}
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
            {opened && (
              <PromotionSheet
                key={opened.id}
                promotion={opened}
                period={periodOf(opened)}
                loginDialog={loginDialog}
                isLogin={isLogin}
                joined={joined.has(opened.id)}
                onJoined={() => setJoined((before) => new Set(before).add(opened.id))}
                onClose={close}
              />
            )}
          </>
        )}
      </CallState>
    </div>
  );
}

/**
 * One promotion as a modal sheet: from the bottom edge on a phone, in the middle on a desktop. Its
 * heading takes focus; the Join button stays in view below the text however long the text is.
 */
function PromotionSheet({
  promotion,
  period,
  loginDialog,
  isLogin,
  joined,
  onJoined,
  onClose,
}: {
  promotion: Promotion;
  period: string | undefined;
  loginDialog: string;
  isLogin: boolean;
  joined: boolean;
  onJoined(): void;
  onClose(): void;
}) {
  const { t } = useT();
  const { open } = useDialog();
  const claim = useMutation('claimRafflePromotion');
  const sheet = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where a press began: a press that starts on the backdrop and ends there closes the sheet.
  const pressedOnBackdrop = useRef(false);
  // Escape, the close button and the backdrop each close it once: a second Back would leave the page.
  const closed = useRef(false);
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    onClose();
  };
  const raffle = promotion.promotionType === 'RAFFLE';

  useEffect(() => {
    const element = sheet.current;
    if (!element) return;
    if (!element.open) element.showModal();
    heading.current?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  const join = async () => {
    if (!isLogin) {
      open(loginDialog);
      return;
    }
    if (await claim.mutate({ promotionId: promotion.id })) onJoined();
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressedOnBackdrop.current) close();
  };
  const footer = (raffle && !joined) || claim.status === 'success' || (claim.status === 'error' && claim.error);

  return (
    <dialog
      ref={sheet}
      className="lv-promos__sheet"
      aria-labelledby="lv-promos-detail-title"
      onKeyDown={(event) => {
        if (event.key === 'Tab') keepFocusInside(event);
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        close();
      }}
      // A close request the page may cancel (Escape, a phone's back gesture): the address closes it.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={onBackdrop}
    >
      <article className="lv-promos__detail" aria-labelledby="lv-promos-detail-title">
        <header className="lv-promos__detail-head">
          <h2 ref={heading} id="lv-promos-detail-title" className="lv-promos__detail-title" tabIndex={-1}>
            {promotion.title}
          </h2>
          <button type="button" className="lv-promos__close" onClick={close} aria-label={t('engine.close')}>
            <span aria-hidden="true">×</span>
          </button>
          {(period || raffle) && (
            <p className="lv-promos__chips">
              {period && <span className="lv-promos__period">{period}</span>}
              {raffle && (
                <span className="lv-promos__status">
                  {t(joined ? 'promotions.status.signed' : 'promotions.status.join')}
                </span>
              )}
            </p>
          )}
        </header>
        {/* The text scrolls between the heading and the action; the keyboard scrolls it too. */}
        <div className="lv-promos__content" tabIndex={0} role="region" aria-labelledby="lv-promos-detail-title">
          <HtmlContent html={nestHeadings(promotion.content, 3)} />
        </div>
        {footer && (
          <footer className="lv-promos__action">
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
          </footer>
        )}
      </article>
    </dialog>
  );
}
