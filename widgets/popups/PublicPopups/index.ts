import { firstCall } from '../../../engine/core/registry.ts';
import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { popupsParams } from '../announcementsParams.ts';
import { schema } from './schema.ts';

export default defineWidget({
  type: 'PublicPopups',
  schema,
  load: () => import('./PublicPopups.tsx'),
  // A visitor's popups (execution B) are asked with the first screen; a member's only once the
  // session says whether this is the first login (usePopupExecution).
  firstCalls: (_props, language, { session }) =>
    session === 'visitor' ? [firstCall<'announcements'>('announcements', popupsParams('B', language))] : [],
});
