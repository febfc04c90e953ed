import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'FeedbackForm', schema, load: () => import('./FeedbackForm.tsx') });
