import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'MirrorSites', schema, load: () => import('./MirrorSites.tsx') });
