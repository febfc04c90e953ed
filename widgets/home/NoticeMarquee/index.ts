import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'NoticeMarquee', schema, load: () => import('./NoticeMarquee.tsx') });
