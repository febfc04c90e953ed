import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'MessagePanel', schema, load: () => import('./MessagePanel.tsx') });
