import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'MyGames', schema, load: () => import('./MyGames.tsx') });
