import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'CategoryTiles', schema, load: () => import('./CategoryTiles.tsx') });
