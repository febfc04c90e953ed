import { defineWidgetStudio } from '../../../engine/react/defineWidgetStudio.ts';
import { schema } from './schema.ts';

export default defineWidgetStudio(schema, {
  places: ['dialog'],
  preset: { text: 'dialog.realAccountNeeded', actions: [{ label: 'dialog.createRealAccount', dialog: 'register' }] },
});
