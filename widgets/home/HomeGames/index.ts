import { firstCall, type FirstCall } from '../../../engine/core/registry.ts';
import { defineWidget } from '../../../engine/react/defineWidget.ts';
import {
  categoryGamesParams,
  favouritesParams,
  hotGamesParams,
  sectionsOf,
  tabOf,
  vendorGroupsParams,
} from './homeCalls.ts';
import { schema } from './schema.ts';

export default defineWidget({
  type: 'HomeGames',
  schema,
  load: () => import('./HomeGames.tsx'),
  // Its tabs and first section of game cards are taller than a phone's screen: what the home places
  // after it (the winners' board, the popups) draws after a phone's first paint.
  coversPhoneScreen: true,
  // The game menu's categories and the first section shown are on the first screen of every device:
  // their calls go out with the chunks. The sections below ask when they come near the screen.
  firstCalls: (props, language, { params, brand, session }) => {
    const isLogin = session !== 'visitor';
    const [first] = sectionsOf(tabOf(params, isLogin), props.sections, isLogin);
    const calls: FirstCall[] = props.showTabs
      ? [firstCall<'vendorGroups'>('vendorGroups', vendorGroupsParams(language))]
      : [];
    if (first === 'HOT') calls.push(firstCall<'hotGames'>('hotGames', hotGamesParams(language, brand)));
    else if (first === 'FAV') calls.push(firstCall<'favoriteGamesList'>('favoriteGamesList', favouritesParams(brand)));
    else if (first) calls.push(firstCall<'gameList'>('gameList', categoryGamesParams(first, language, brand)));
    return calls;
  },
});
