import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'ContractOfferPrompt', schema, load: () => import('./ContractOfferPrompt.tsx') });
