import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'SelfTest', schema, load: () => import('./SelfTest.tsx') });
