import { firstCall } from '../../../engine/core/registry.ts';
import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { announcementsParams } from '../../popups/announcementsParams.ts';
import { firstBannerImage } from './banners.ts';
import { schema } from './schema.ts';

export default defineWidget({
  type: 'BannerCarousel',
  schema,
  load: () => import('./BannerCarousel.tsx'),
  // The banners are the home's largest paint: their call goes out with the chunks, before the app draws.
  firstCalls: (_props, language) => [firstCall<'announcements'>('announcements', announcementsParams(language))],
  // …and its first picture is fetched as soon as that answer is in.
  firstImage: ({ group }, [announcements], imageHost) => firstBannerImage(announcements, group, imageHost),
});
