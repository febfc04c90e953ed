import { useT } from '../../engine/react/context.tsx';

/** Previous / next through a list's pages, with "Page n of m"; drawn only when there is more than one page. */
export function Pager({
  label,
  pageNo,
  totalPages,
  busy = false,
  onPage,
}: {
  label: string;
  pageNo: number;
  totalPages: number;
  busy?: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useT();
  if (totalPages <= 1) return null;
  return (
    <nav className="lv-records__pager" aria-label={label}>
      <button type="button" className="lv-button" disabled={pageNo <= 1 || busy} onClick={() => onPage(pageNo - 1)}>
        {t('cashier.previousPage')}
      </button>
      <span>{t('cashier.page', { page: pageNo, pages: totalPages })}</span>
      <button
        type="button"
        className="lv-button"
        disabled={pageNo >= totalPages || busy}
        onClick={() => onPage(pageNo + 1)}
      >
        {t('cashier.nextPage')}
      </button>
    </nav>
  );
}
