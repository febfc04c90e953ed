import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'AgentContracts', schema, load: () => import('./AgentContracts.tsx') });
