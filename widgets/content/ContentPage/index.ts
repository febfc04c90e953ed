import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'ContentPage', schema, load: () => import('./ContentPage.tsx') });
