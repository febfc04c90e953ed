import { defineWidget } from '../../../engine/react/defineWidget.ts';
import texts from './locales.json';
import { schema } from './schema.ts';

export default defineWidget({ type: 'ChangePasswordForm', schema, texts, load: () => import('./ChangePasswordForm.tsx') });
