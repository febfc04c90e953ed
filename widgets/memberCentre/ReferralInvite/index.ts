import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'ReferralInvite', schema, load: () => import('./ReferralInvite.tsx') });
