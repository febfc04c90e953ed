import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'MemberProfile', schema, load: () => import('./MemberProfile.tsx') });
