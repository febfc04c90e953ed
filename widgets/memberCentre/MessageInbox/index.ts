import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'MessageInbox', schema, load: () => import('./MessageInbox.tsx') });
