import { firstCall } from '../../../engine/core/registry.ts';
import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { announcementsParams } from '../../popups/announcementsParams.ts';
import { schema } from './schema.ts';

export default defineWidget({
  type: 'BannerCarousel',
  schema,
  load: () => import('./BannerCarousel.tsx'),
  // The banners are the home's largest paint: their call goes out with the chunks, before the app draws.
  firstCalls: (_props, language) => [firstCall<'announcements'>('announcements', announcementsParams(language))],
});
