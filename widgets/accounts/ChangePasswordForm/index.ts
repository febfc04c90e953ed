import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'ChangePasswordForm', schema, load: () => import('./ChangePasswordForm.tsx') });
