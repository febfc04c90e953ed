import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'SessionClock', schema, load: () => import('./SessionClock.tsx') });
