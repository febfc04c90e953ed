import { useState } from 'react';
import { useStore } from 'zustand';
import { useEngine } from '../context.tsx';
import { onDemand } from '../onDemand.tsx';

const DialogHost = onDemand('dialogs', () => import('./DialogHost.tsx').then((module) => module.DialogHost));

/**
 * The brand's dialogs. Their code (frames, focus, the centres shown in them) is fetched when the
 * first dialog opens, not with the page: most visits paint and scroll before any dialog opens
 * (DESIGN §6b). Once loaded it stays mounted.
 */
export function Dialogs() {
  const { dialogs } = useEngine();
  const anyOpen = useStore(dialogs, (state) => state.stack.length > 0);
  const [needed, setNeeded] = useState(anyOpen);
  if (anyOpen && !needed) setNeeded(true);
  return needed ? <DialogHost /> : null;
}
