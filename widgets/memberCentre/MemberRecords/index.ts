import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'MemberRecords', schema, load: () => import('./MemberRecords.tsx') });
