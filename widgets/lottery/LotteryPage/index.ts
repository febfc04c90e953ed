import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'LotteryPage', schema, load: () => import('./LotteryPage.tsx') });
