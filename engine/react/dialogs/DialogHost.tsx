import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Dialog } from '../../../schemas/brand/index.ts';
import type { OpenDialog } from '../../state/dialogs.ts';
import { CentreSlot } from '../centre/lazyCentre.tsx';
import { useBrand, useConditionContext, useEngine, useT } from '../context.tsx';
import { WidgetSlot } from '../WidgetHost.tsx';
import { visible } from '../../core/conditions.ts';
import { DialogContext } from './DialogContext.ts';
import { FOCUSABLE, keepFocusInside } from './keepFocusInside.ts';
import { useOpenDialogs } from './useDialog.ts';
import './dialogs.css';

/**
 * One open dialog: a native modal `<dialog>` (top layer, inert page, focus kept inside), shown after
 * the brand's delay (POPUP-04). One the brand declares `dismissable: false` has no close button and
 * stays open through Escape and the browser's close requests: only its own widgets close it.
 */
function DialogFrame({ entry, dialog }: { entry: OpenDialog; dialog: Dialog }) {
  const { dialogs, brand } = useEngine();
  const { t } = useT();
  const context = useConditionContext();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [shown, setShown] = useState(false);
  const delay = brand.constants.modalOpenDelayMs;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Shown only after the delay; its content renders then, and focus moves into it (below).
    const timer = setTimeout(() => {
      if (!element.open && element.isConnected) element.showModal();
      setShown(true);
    }, delay);
    return () => {
      clearTimeout(timer);
      if (element.open) element.close?.();
    };
  }, [delay]);

  // Focus goes to the field that asks for it (autofocus), else the close button, else the first control.
  useEffect(() => {
    if (!shown) return;
    const element = ref.current;
    const target =
      element?.querySelector<HTMLElement>('[autofocus]') ??
      element?.querySelector<HTMLElement>('.lv-dialog__close') ??
      element?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [shown]);

  const dismissable = dialog.dismissable !== false;
  const close = () => dialogs.getState().close(entry.key);
  const dismiss = () => {
    if (dismissable) close();
  };
  const main = useMemo(() => visible(dialog.slots?.main, context), [dialog, context]);
  const title = t(dialog.title, { defaultValue: dialog.title });
  return (
    <dialog
      ref={ref}
      className={`lv-dialog lv-dialog--${dialog.size ?? 'medium'}`}
      aria-labelledby={titleId}
      data-dialog={entry.id}
      // Escape: the stack closes the dialog (so focus returns and the ones above go too), not the browser.
      onKeyDown={(event) => {
        if (event.key === 'Tab') keepFocusInside(event);
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        dismiss();
      }}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      // Closed by the browser itself (a close request the page could not cancel): keep the stack in
      // step, or show a dialog that is not dismissable again.
      onClose={(event) => {
        if (!dialogs.getState().stack.some((open) => open.key === entry.key)) return;
        if (dismissable) close();
        else if (event.currentTarget.isConnected && !event.currentTarget.open) event.currentTarget.showModal();
      }}
    >
      {shown && (
        <DialogContext.Provider value={entry}>
          <div className="lv-dialog__header">
            <h2 id={titleId} className="lv-dialog__title">
              {title}
            </h2>
            {dismissable && (
              <button type="button" className="lv-dialog__close" onClick={close} aria-label={t('engine.close')}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className="lv-dialog__body">
            <WidgetSlot nodes={main} />
            {dialog.pages && (
              <CentreSlot
                pages={dialog.pages}
                label={title}
                selection={{ kind: 'state', initial: entry.params.page }}
              />
            )}
          </div>
        </DialogContext.Provider>
      )}
    </dialog>
  );
}

/** The page's scroll stays put under an open dialog. */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked || typeof document === 'undefined') return;
    const root = document.documentElement;
    root.classList.add('lv-scroll-locked');
    return () => root.classList.remove('lv-scroll-locked');
  }, [locked]);
}

/** Renders the engine's dialog stack, bottom first; the top one has focus. */
export function DialogHost() {
  const stack = useOpenDialogs();
  const brand = useBrand();
  useScrollLock(stack.length > 0);
  return (
    <>
      {stack.map((entry) => {
        const dialog = brand.dialogs[entry.id];
        return dialog ? <DialogFrame key={entry.key} entry={entry} dialog={dialog} /> : null;
      })}
    </>
  );
}
