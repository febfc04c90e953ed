import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'WithdrawForm', schema, load: () => import('./WithdrawForm.tsx') });
