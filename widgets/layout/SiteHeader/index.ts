import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'SiteHeader', area: 'layout', schema, load: () => import('./SiteHeader.tsx') });
