import { useEffect } from 'react';
import { useConsolidated } from '../../../engine/react/centre/useConsolidated.ts';
import { useDialog, useOpenDialogs, usePopupsShown } from '../../../engine/react/dialogs/useDialog.ts';
import { useSessionMemory } from '../../../engine/react/sessionMemory.ts';
import type { ContractOfferPromptProps } from './schema.ts';

/** Session memory of the contract popup having been shown. */
export const CONTRACT_PROMPT = 'contractPrompt';

/**
 * CONTRACT-10 (UNSPEC-72): once the consolidated info says an offer awaits the member's answer,
 * the contract popup opens, once per session (the member centre's page stays for later). Another
 * dialog on screen goes first. ROLE-08: the info is asked for only for logged-in non-trial players
 * with AGENTPOLICY3 on; a failed call shows nothing.
 */
export default function ContractOfferPrompt({ dialog = 'contractOffer' }: ContractOfferPromptProps) {
  const consolidated = useConsolidated();
  const memory = useSessionMemory(CONTRACT_PROMPT);
  const { open } = useDialog();
  const busy = useOpenDialogs().length > 0;
  const shown = usePopupsShown();
  const pending =
    consolidated.status === 'success' &&
    Object.entries(consolidated.data.info ?? {}).some(([flag, on]) => flag.startsWith('pending') && on);
  const { has, remember } = memory;
  useEffect(() => {
    if (!pending || busy || !shown || has(dialog)) return;
    remember(dialog);
    open(dialog);
  }, [pending, busy, shown, has, remember, open, dialog]);
  return null;
}
