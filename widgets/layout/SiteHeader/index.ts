import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { schema } from './schema.ts';
import { headerWideParts } from './headerWideParts.ts';

export default defineWidget({
  type: 'SiteHeader',
  schema,
  load: () => import('./SiteHeader.tsx'),
  // The navigation row and the customer-service menu: a wider screen's first paint draws them, a phone's never.
  wide: headerWideParts.load,
});
