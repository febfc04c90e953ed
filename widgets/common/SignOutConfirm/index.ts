import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'SignOutConfirm', schema, load: () => import('./SignOutConfirm.tsx') });
