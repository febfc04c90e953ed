import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'PaymentPasswordForm', schema, load: () => import('./PaymentPasswordForm.tsx') });
