import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'ForgotPasswordForm', schema, load: () => import('./ForgotPasswordForm.tsx') });
