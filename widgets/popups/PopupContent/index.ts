import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'PopupContent', schema, load: () => import('./PopupContent.tsx') });
