import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'WinnerBoard', schema, load: () => import('./WinnerBoard.tsx') });
