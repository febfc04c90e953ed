import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'AgentTeamOverview', schema, load: () => import('./AgentTeamOverview.tsx') });
