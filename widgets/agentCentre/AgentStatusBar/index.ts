import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'AgentStatusBar', schema, load: () => import('./AgentStatusBar.tsx') });
