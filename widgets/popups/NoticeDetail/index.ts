import { defineWidget } from '../../../engine/react/defineWidget.ts';
import texts from './locales.json';
import { schema } from './schema.ts';

export default defineWidget({ type: 'NoticeDetail', schema, texts, load: () => import('./NoticeDetail.tsx') });
