import { createContext } from 'react';
import type { OpenDialog } from '../../state/dialogs.ts';

/** The dialog a widget is rendered in, if any: its key (to close it) and the parameters it was opened with. */
export const DialogContext = createContext<Pick<OpenDialog, 'key' | 'params' | 'id'> | null>(null);
