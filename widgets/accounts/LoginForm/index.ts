import { defineWidget } from '../../../engine/react/defineWidget.ts';
import texts from './locales.json';
import { schema } from './schema.ts';

export default defineWidget({ type: 'LoginForm', schema, texts, load: () => import('./LoginForm.tsx') });
