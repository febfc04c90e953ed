import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'SiteHeader', schema, load: () => import('./SiteHeader.tsx') });
