import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'PointsMall', schema, load: () => import('./PointsMall.tsx') });
