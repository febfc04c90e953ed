import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'ProfitLossStatement', schema, load: () => import('./ProfitLossStatement.tsx') });
