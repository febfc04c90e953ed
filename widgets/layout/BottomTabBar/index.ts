import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'BottomTabBar', schema, load: () => import('./BottomTabBar.tsx') });
