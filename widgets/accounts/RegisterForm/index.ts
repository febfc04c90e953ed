import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'RegisterForm', schema, load: () => import('./RegisterForm.tsx') });
