import { defineWidget } from '../../../engine/react/defineWidget.ts';
import texts from './locales.json';
import { schema } from './schema.ts';

export default defineWidget({ type: 'Promotions', schema, texts, load: () => import('./Promotions.tsx') });
