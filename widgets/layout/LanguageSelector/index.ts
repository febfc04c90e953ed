import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'LanguageSelector', schema, load: () => import('./LanguageSelector.tsx') });
