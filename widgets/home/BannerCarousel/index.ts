import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';

export default defineWidget({ type: 'BannerCarousel', schema, load: () => import('./BannerCarousel.tsx') });
