import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'PayoutAccounts', schema, load: () => import('./PayoutAccounts.tsx') });
