import { useEffect } from 'react';
import { useDialog, useOpenDialogs, usePopupsShown } from '../../../engine/react/dialogs/useDialog.ts';
import { nextCheckAt, useResponsibleGaming } from '../../shared/useResponsibleGaming.ts';
import type { RealityCheckProps } from './schema.ts';

/**
 * RG-28: at each interval the player chose, counted from the session's start as the platform keeps
 * it, opens the reality-check dialog over whatever the player is on — a lobby, the member centre, a
 * game page. Nothing while that dialog is already open, nor in the studio's preview (it holds the
 * site's own popups).
 */
export default function RealityCheck({ dialog }: RealityCheckProps) {
  const state = useResponsibleGaming();
  const { open } = useDialog();
  const shown = usePopupsShown();
  const isOpen = useOpenDialogs().some((each) => each.id === dialog);
  const minutes = state.data?.realityCheck?.minutes ?? null;
  const startedAt = state.data?.session.startedAt;
  useEffect(() => {
    if (!shown || isOpen || minutes === null || !startedAt) return;
    const due = nextCheckAt(startedAt, minutes, Date.now());
    if (due === null) return;
    const timer = setTimeout(() => open(dialog), due - Date.now());
    return () => clearTimeout(timer);
  }, [shown, isOpen, minutes, startedAt, dialog, open]);
  return null;
}
