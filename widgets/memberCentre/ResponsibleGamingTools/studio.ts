import { defineWidgetStudio } from '../../../engine/react/defineWidgetStudio.ts';
import { schema } from './schema.ts';

export default defineWidgetStudio(schema, { places: ['screen', 'memberCentrePage'], preset: {} });
