import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'PromoHero', schema, load: () => import('./PromoHero.tsx') });
