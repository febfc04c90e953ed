import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'RewardCenter', schema, load: () => import('./RewardCenter.tsx') });
