import { createStore, type StoreApi } from 'zustand/vanilla';

/** Parameters a dialog is opened with (`open('notice', { index: 3 })`); widgets inside read them. */
export type DialogParams = Readonly<Record<string, unknown>>;

/** Something focus can go back to when the dialog closes (the button that opened it). */
export interface FocusTarget {
  focus(): void;
  readonly isConnected?: boolean;
}

export interface OpenDialog {
  /** Unique per opening: the same dialog may be open twice in a stack (notice over notice). */
  key: number;
  id: string;
  params: DialogParams;
  /** Where focus returns when it closes. */
  returnFocus: FocusTarget | null;
  /** Called once it has closed (a dialog opened by a route goes back to its screen's path). */
  onClosed?: () => void;
}

export interface OpenOptions {
  returnFocus?: FocusTarget | null;
  onClosed?: () => void;
}

/**
 * Whether dialogs the player did not ask for (public popups on load, the contract offer prompt)
 * open by themselves. The player shows them; the brand studio's preview holds them until the
 * operator asks (issue 28, item 7), so they do not cover the page on every reload.
 */
export type PopupsMode = 'show' | 'hold';

export interface DialogsState {
  /** Open dialogs, bottom first; the last one is on top and has focus. */
  stack: OpenDialog[];
  popups: PopupsMode;
  /** Opens a dialog over whatever is open; returns its key. */
  open(id: string, params?: DialogParams, options?: OpenOptions): number;
  /** Closes one dialog (the top one by default) and whatever was opened over it. */
  close(key?: number): void;
  closeAll(): void;
}

/** One store per engine (never a module global): stories render several brands side by side. */
export function createDialogsStore(): StoreApi<DialogsState> {
  let next = 1;
  return createStore<DialogsState>((set, get) => {
    function closeFrom(index: number) {
      const { stack } = get();
      if (index < 0 || index >= stack.length) return;
      const closing = stack.slice(index).reverse();
      set({ stack: stack.slice(0, index) });
      for (const dialog of closing) dialog.onClosed?.();
      // Focus goes back to what opened the lowest dialog closed, once the page has re-rendered without
      // it: while a modal dialog is still shown, everything outside it is inert and cannot take focus.
      const target = closing[closing.length - 1]?.returnFocus;
      if (target) setTimeout(() => target.isConnected !== false && target.focus(), 0);
    }
    return {
      stack: [],
      popups: 'show',
      open(id, params = {}, options = {}) {
        const key = next++;
        set({
          stack: [
            ...get().stack,
            {
              key,
              id,
              params,
              returnFocus: options.returnFocus ?? null,
              ...(options.onClosed ? { onClosed: options.onClosed } : {}),
            },
          ],
        });
        return key;
      },
      close(key) {
        const { stack } = get();
        closeFrom(key === undefined ? stack.length - 1 : stack.findIndex((dialog) => dialog.key === key));
      },
      closeAll() {
        closeFrom(0);
      },
    };
  });
}
