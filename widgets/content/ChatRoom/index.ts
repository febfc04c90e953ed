import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'ChatRoom', schema, load: () => import('./ChatRoom.tsx') });
