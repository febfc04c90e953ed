import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'WalletTransferForm', schema, load: () => import('./WalletTransferForm.tsx') });
