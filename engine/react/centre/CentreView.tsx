import { useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CentrePage } from '../../../schemas/brand/index.ts';
import { visible } from '../../core/conditions.ts';
import { useConditionContext, useT } from '../context.tsx';
import { WidgetSlot } from '../WidgetHost.tsx';
import { PageBadge } from './PageBadge.tsx';
import { PAGE_ATTRIBUTE, useMenuPrefetch } from './pagePrefetch.ts';
import { contractTypesOf, useConsolidated } from './useConsolidated.ts';
import './centre.css';
import { useTexts } from '../useTexts.ts';
import texts from './locales.json';

/**
 * Where the selected page lives: a screen's centre keeps it in the URL (`/member?page=withdraw`,
 * so back, forward and a shared link restore it); a dialog's centre in its own state.
 */
export type PageSelection = { kind: 'url' } | { kind: 'state'; initial?: unknown };

/** The page asked for when the player may see it, else the first page they may see. */
export function selectedPage(pages: readonly CentrePage[], asked: unknown): CentrePage | undefined {
  return pages.find((page) => page.id === asked) ?? pages[0];
}

/** A page asked for by its link that the player may not see and that says why (`unavailable`). */
export function unavailablePage(
  pages: readonly CentrePage[],
  shown: readonly CentrePage[],
  asked: unknown,
): CentrePage | undefined {
  if (shown.some((page) => page.id === asked)) return undefined;
  return pages.find((page) => page.id === asked && page.unavailable);
}

function PageLabel({ page }: { page: CentrePage }) {
  const { t } = useT();
  return (
    <>
      <span>{t(page.label, { defaultValue: page.label })}</span>
      {page.badge && <PageBadge source={page.badge} />}
    </>
  );
}

/**
 * Where the menu is one row that scrolls sideways (a phone), the current page's entry is brought
 * into its middle, so the player always sees where they are; the page itself does not move.
 */
function useCurrentInView(menuRef: RefObject<HTMLElement | null>, where: string) {
  useLayoutEffect(() => {
    const list = menuRef.current?.querySelector('ul');
    const item = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    const offset = item.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    list.scrollLeft = offset - (list.clientWidth - item.offsetWidth) / 2;
  }, [menuRef, where]);
}

/**
 * A centre (member centre, agent centre …): a menu drawn from the pages the player may see, and
 * the selected page's widgets. A page whose `when` is false is neither listed nor reachable.
 */
export function CentreView({
  pages,
  label,
  selection,
}: {
  pages: readonly CentrePage[];
  label: string;
  selection: PageSelection;
}) {
  // The labels of pages only a centre lists travel with it, not in the entry (DESIGN §6b).
  useTexts(texts);
  const base = useConditionContext();
  // Contract pages (AG-09..12) are shown by the consolidated info, asked for only by a centre that has them.
  const consolidated = useConsolidated(pages.some((page) => page.when?.contracts));
  const enabled = consolidated.data;
  const context = useMemo(() => ({ ...base, contracts: contractTypesOf(enabled) }), [base, enabled]);
  const { t } = useT();
  const shown = useMemo(() => visible(pages, context), [pages, context]);
  // The pages the menu shows load ahead of a click: chunks as entries come on screen, first calls on pointing.
  const { menuRef, intentOf } = useMenuPrefetch(shown, context);
  const [searchParams] = useSearchParams();
  const [chosen, setChosen] = useState<unknown>(selection.kind === 'state' ? selection.initial : undefined);
  const asked = selection.kind === 'url' ? searchParams.get('page') : chosen;
  const refused = unavailablePage(pages, shown, asked);
  const current = refused ?? selectedPage(shown, asked);
  // Pages that appear later (contract pages, once the platform says) move the entry: bring it back.
  useCurrentInView(menuRef, `${current?.id}:${shown.length}`);
  if (!current) return null;
  const hrefOf = (id: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', id);
    return `?${next.toString()}`;
  };
  return (
    <div className="lv-centre">
      <nav className="lv-centre__menu" aria-label={label} ref={menuRef}>
        <ul>
          {shown.map((page) => {
            const isCurrent = page.id === current.id;
            const ahead = { [PAGE_ATTRIBUTE]: page.id, ...intentOf(page) };
            return (
              <li key={page.id}>
                {selection.kind === 'url' ? (
                  <Link
                    to={hrefOf(page.id)}
                    className="lv-centre__item"
                    aria-current={isCurrent ? 'page' : undefined}
                    {...ahead}
                  >
                    <PageLabel page={page} />
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="lv-centre__item"
                    aria-current={isCurrent ? 'page' : undefined}
                    onClick={() => setChosen(page.id)}
                    {...ahead}
                  >
                    <PageLabel page={page} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <section className="lv-centre__page" aria-labelledby={`lv-centre-${current.id}`} data-page={current.id}>
        <h2 id={`lv-centre-${current.id}`} className="lv-centre__heading">
          {t(current.label, { defaultValue: current.label })}
        </h2>
        {refused ? (
          <>
            <p className="lv-centre__unavailable" role="status">
              {t(refused.unavailable ?? '', { defaultValue: refused.unavailable })}
            </p>
            {/* The way back from a page asked for by its link: the centre's first page (issue 26). */}
            {selection.kind === 'url' && shown[0] && (
              <Link to={hrefOf(shown[0].id)} className="lv-button lv-button--ghost">
                {t('centre.backTo', { page: t(shown[0].label, { defaultValue: shown[0].label }) })}
              </Link>
            )}
          </>
        ) : (
          <WidgetSlot key={current.id} nodes={visible(current.slots.main, context)} />
        )}
      </section>
    </div>
  );
}
