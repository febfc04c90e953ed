import { firstCall } from '../../../engine/core/registry.ts';
import { defineWidget } from '../../../engine/react/defineWidget.ts';
import { gameListParams, lobbyViewOf } from './lobbyAddress.ts';
import { schema } from './schema.ts';

export default defineWidget({
  type: 'Lobby',
  schema,
  load: () => import('./Lobby.tsx'),
  // A page of games is taller than a phone's screen: what a lobby places after it draws after a phone's first paint.
  coversPhoneScreen: true,
  // The first page of games is the lobby's largest paint: under the default filter (ALL) its call goes
  // out with the chunks, before the app draws, asked exactly as the lobby asks it.
  firstCalls: (props, language, { pathname, params, brand }) => {
    const view = lobbyViewOf(props, pathname, params);
    if (view.filter !== 'ALL') return [];
    return [
      firstCall<'gameList'>(
        'gameList',
        gameListParams(view, view.query.trim(), {
          language,
          merchantCode: brand.merchantCode,
          pageSize: brand.constants.lobbyPageSize,
        }),
      ),
    ];
  },
});
