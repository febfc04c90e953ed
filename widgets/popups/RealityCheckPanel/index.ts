import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'RealityCheckPanel', schema, load: () => import('./RealityCheckPanel.tsx') });
