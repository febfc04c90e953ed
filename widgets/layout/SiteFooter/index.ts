import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'SiteFooter', schema, load: () => import('./SiteFooter.tsx') });
