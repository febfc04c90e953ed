import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'HelpCentre', schema, load: () => import('./HelpCentre.tsx') });
