import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'AnnouncementList', schema, load: () => import('./AnnouncementList.tsx') });
