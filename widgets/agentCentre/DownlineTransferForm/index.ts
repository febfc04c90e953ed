import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'DownlineTransferForm', schema, load: () => import('./DownlineTransferForm.tsx') });
