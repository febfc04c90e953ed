import { defineWidget } from '../../../engine/react/defineWidget.ts';
import texts from './locales.json';
import { schema } from './schema.ts';

export default defineWidget({ type: 'ForgotPasswordForm', schema, texts, load: () => import('./ForgotPasswordForm.tsx') });
