import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'VendorGames', schema, load: () => import('./VendorGames.tsx') });
