import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from './context.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** How far (px) a finger drags the drawer towards its edge to close it. */
const SWIPE_CLOSE_PX = 60;

interface Props {
  id: string;
  /** Open as a drawer (phones); otherwise the side column, as on tablets and desktops. */
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

/**
 * The side menu's container. On tablets and desktops it is the page's left column. On a phone it
 * is hidden until the header's menu button opens it as a drawer: a modal dialog (the rest of the
 * page is inert) that keeps focus inside, closes on Escape, on its close button, on a tap on the
 * backdrop and on a swipe towards its edge, and gives focus back to what opened it.
 */
export function SideDrawer({ id, open, onClose, children }: Props) {
  const { t } = useT();
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<number | null>(null);
  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);
  return (
    <>
      <div
        ref={root}
        id={id}
        className="lv-shell__side"
        data-open={open}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-label={open ? t('engine.menu') : undefined}
        onKeyDown={(event) => {
          if (!open) return;
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
            return;
          }
          if (event.key !== 'Tab') return;
          const focusable = [...(root.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
            (element) => !element.closest('[hidden], [inert]'),
          );
          const first = focusable[0];
          const last = focusable.at(-1);
          if (!first || !last) return;
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first.focus();
          }
        }}
        onPointerDown={(event) => {
          if (open && event.pointerType !== 'mouse') swipeFrom.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const from = swipeFrom.current;
          swipeFrom.current = null;
          if (open && from !== null && from - event.clientX > SWIPE_CLOSE_PX) onClose();
        }}
      >
        {open && (
          <button
            ref={closeButton}
            type="button"
            className="lv-shell__close"
            aria-label={t('engine.closeMenu')}
            onClick={onClose}
          >
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        )}
        {children}
      </div>
      {open && <div className="lv-shell__backdrop" aria-hidden="true" onClick={onClose} />}
    </>
  );
}
