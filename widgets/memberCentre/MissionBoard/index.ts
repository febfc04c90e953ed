import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'MissionBoard', schema, load: () => import('./MissionBoard.tsx') });
