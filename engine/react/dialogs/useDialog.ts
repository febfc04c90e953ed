import { useCallback, useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { hasStoredToken } from '../../api/tokenStorage.ts';
import { REAL_ACCOUNT_DIALOG } from '../../../schemas/brand/dialogIds.ts';
import type { DialogParams, FocusTarget, OpenDialog } from '../../state/dialogs.ts';
import { useBrand, useEngine } from '../context.tsx';
import { DialogContext } from './DialogContext.ts';

/** The element that has focus now: it gets focus back when the dialog closes. */
function focusedElement(): FocusTarget | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export interface DialogControls {
  /**
   * Opens a dialog of the brand by id, over whatever is open. A dialog that needs a session opens
   * the login dialog for a visitor instead (ROUTE-18); one for real accounts the real-account notice
   * for a trial account (ROLE-05); an agent-only one sends others to /agent.
   */
  open(id: string, params?: DialogParams): void;
  /** Closes the dialog this component is in (or the top one), and any opened over it. */
  close(): void;
}

export function useDialog(): DialogControls {
  const { dialogs, session } = useEngine();
  const brand = useBrand();
  const navigate = useNavigate();
  const current = useContext(DialogContext);
  const open = useCallback(
    (id: string, params: DialogParams = {}) => {
      const dialog = brand.dialogs[id];
      if (!dialog) {
        console.warn(`Dialog "${id}" is not declared by brand "${brand.id}".`);
        return;
      }
      const returnFocus = focusedElement();
      if ((dialog.access === 'token' || dialog.access === 'member') && !hasStoredToken()) {
        if (brand.dialogs.login) dialogs.getState().open('login', { then: id }, { returnFocus });
        else navigate('/login');
        return;
      }
      if (dialog.access === 'member' && session.getState().kind === 'trial') {
        if (brand.dialogs[REAL_ACCOUNT_DIALOG]) dialogs.getState().open(REAL_ACCOUNT_DIALOG, {}, { returnFocus });
        return;
      }
      if (dialog.access === 'agent' && session.getState().kind !== 'agent') {
        navigate('/agent');
        return;
      }
      dialogs.getState().open(id, params, { returnFocus });
    },
    [brand, dialogs, session, navigate],
  );
  const close = useCallback(() => dialogs.getState().close(current?.key), [dialogs, current]);
  return { open, close };
}

/**
 * Whether a dialog the player did not ask for (a popup on load) may open now: not in the studio's
 * preview until the operator asks for popups (issue 28, item 7).
 */
export function usePopupsShown(): boolean {
  return useStore(useEngine().dialogs, (state) => state.popups === 'show');
}

/** The dialogs open now, bottom first. */
export function useOpenDialogs(): OpenDialog[] {
  return useStore(useEngine().dialogs, (state) => state.stack);
}

/** The parameters the enclosing dialog was opened with ({} outside a dialog). */
export function useDialogParams(): DialogParams {
  return useContext(DialogContext)?.params ?? {};
}
