import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'LoginForm', schema, load: () => import('./LoginForm.tsx') });
