import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'NoticeDetail', schema, load: () => import('./NoticeDetail.tsx') });
