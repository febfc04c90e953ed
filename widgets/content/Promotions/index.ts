import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'Promotions', schema, load: () => import('./Promotions.tsx') });
