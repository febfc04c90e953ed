import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'SideMenu', schema, load: () => import('./SideMenu.tsx') });
