import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({
  type: 'ResponsibleGamingTools',
  schema,
  load: () => import('./ResponsibleGamingTools.tsx'),
});
