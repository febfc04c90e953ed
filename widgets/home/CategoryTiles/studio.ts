import { defineWidgetStudio } from '../../../engine/react/defineWidgetStudio.ts';
import { schema } from './schema.ts';

export default defineWidgetStudio(schema, {
  places: ['screen'],
  preset: {
    tiles: [
      { label: 'menu.slots', to: '/rng', icon: 'dice' },
      { label: 'menu.live', to: '/live', icon: 'live' },
      { label: 'menu.fish', to: '/fish', icon: 'fish' },
      { label: 'menu.sports', to: '/sports', icon: 'ball' },
    ],
  },
});
