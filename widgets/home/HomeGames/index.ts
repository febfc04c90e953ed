import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'HomeGames', schema, load: () => import('./HomeGames.tsx') });
