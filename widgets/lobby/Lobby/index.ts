import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'Lobby', schema, load: () => import('./Lobby.tsx') });
