import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'PublicPopups', schema, load: () => import('./PublicPopups.tsx') });
