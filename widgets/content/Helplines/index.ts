import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'Helplines', schema, load: () => import('./Helplines.tsx') });
