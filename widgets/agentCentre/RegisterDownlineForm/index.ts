import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'RegisterDownlineForm', schema, load: () => import('./RegisterDownlineForm.tsx') });
