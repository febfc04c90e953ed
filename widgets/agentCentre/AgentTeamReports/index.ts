import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'AgentTeamReports', schema, load: () => import('./AgentTeamReports.tsx') });
