import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'ManualRebate', schema, load: () => import('./ManualRebate.tsx') });
