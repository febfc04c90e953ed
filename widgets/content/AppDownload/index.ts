import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'AppDownload', schema, load: () => import('./AppDownload.tsx') });
