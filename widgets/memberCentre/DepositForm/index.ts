import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'DepositForm', schema, load: () => import('./DepositForm.tsx') });
