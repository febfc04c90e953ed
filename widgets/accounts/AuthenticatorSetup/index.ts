import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'AuthenticatorSetup', schema, load: () => import('./AuthenticatorSetup.tsx') });
