import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'UplineTransferForm', schema, load: () => import('./UplineTransferForm.tsx') });
