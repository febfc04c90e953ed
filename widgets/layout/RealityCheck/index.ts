import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'RealityCheck', schema, load: () => import('./RealityCheck.tsx') });
