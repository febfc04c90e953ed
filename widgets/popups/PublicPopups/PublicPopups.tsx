import { useEffect, useRef } from 'react';
import { useDialog, useOpenDialogs, usePopupsShown } from '../../../engine/react/dialogs/useDialog.ts';
import { useSessionMemory } from '../../../engine/react/sessionMemory.ts';
import { useAfterFirstPaint } from '../../../engine/react/shell.ts';
import { popupsOf } from '../notices.ts';
import { usePopupExecution, usePopups } from '../usePopups.ts';
import type { PublicPopupsProps } from './schema.ts';

/** Session memory of closed popups (POPUP-06). */
export const CLOSED_POPUPS = 'closedPopups';

/**
 * Public popups on load (POPUP-05, POPUP-06, UNSPEC-51): asks for the popups of the player's
 * execution type and opens the first one not closed in this session in the popup dialog; once
 * that dialog closes the popup is remembered and the next one opens. While another dialog is open
 * (the login a /login route opened) popups wait for it to close. A failed call shows nothing:
 * a popup is never worth a broken page.
 */
export default function PublicPopups({ dialog }: PublicPopupsProps) {
  const execution = usePopupExecution();
  const result = usePopups(execution);
  const closed = useSessionMemory(CLOSED_POPUPS);
  const { open } = useDialog();
  const stack = useOpenDialogs();
  const shown = usePopupsShown();
  const showing = useRef<string | null>(null);
  const seen = useRef(false);
  /** Closed in this page, before the session memory's next render knows it. */
  const done = useRef(new Set<string>());

  const onScreen = stack.find((item) => item.id === dialog && typeof item.params.id === 'string');
  const { remember, has } = closed;
  useEffect(() => {
    if (onScreen) {
      // A popup already on screen when this widget is drawn again (the studio's preview redraws it as
      // the operator edits the slot around it) is the one it opened: it is remembered when it closes,
      // not shown a second time.
      showing.current ??= onScreen.params.id as string;
      seen.current = true;
    }
    // The popup we opened has been shown and has closed: remember it for the session.
    else if (showing.current && seen.current) {
      remember(showing.current);
      done.current.add(showing.current);
      showing.current = null;
      seen.current = false;
    }
  }, [onScreen, remember]);

  const popups = result.status === 'success' ? result.data : undefined;
  const busy = stack.length > 0;
  // A popup opens over a page already drawn: the dialogs' code loads after the first paint (DESIGN §6b).
  const painted = useAfterFirstPaint();
  useEffect(() => {
    const next = popups ? popupsOf(popups).find((popup) => !has(popup.id) && !done.current.has(popup.id)) : undefined;
    // Any dialog open (one a route asked for, /login or /register) goes first: popups wait until it closes.
    if (!next || showing.current || busy || !execution || !shown || !painted) return;
    showing.current = next.id;
    open(dialog, { id: next.id, execution });
  }, [popups, has, busy, execution, open, dialog, shown, painted]);

  return null;
}
