import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'ContractOffers', schema, load: () => import('./ContractOffers.tsx') });
