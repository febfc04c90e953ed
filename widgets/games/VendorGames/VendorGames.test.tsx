import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { byName, failReply, fakePlatform, okReply, type FakeRequest } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { game, gameDialogs, MEMBER } from '../../../tests/support/games.ts';
import VendorGames from './VendorGames.tsx';
import { schema } from './schema.ts';

describe('VendorGames', () => {
  it('GAME-06 lists a vendor’s games, paged like the lobby', async () => {
    const user = userEvent.setup();
    const { adapter, seen } = fakePlatform(
      byName({
        favoriteGameIds: okReply([]),
        gameList: (request: FakeRequest) => {
          const pageNo = (request.params as { pageNo: number }).pageNo;
          return okReply({
            games: [game(pageNo, { vassalage: 'JDB', displayName: `JDB game on page ${pageNo}` })],
            totalPages: 4,
          });
        },
      }),
    );
    await renderWidget(<VendorGames {...widgetProps(schema, { vassalage: 'JDB', gameType: 'FISH' })} />, {
      brand: gameDialogs,
      adapter,
      member: MEMBER,
    });
    const list = await screen.findByRole('list', { name: 'Games of JDB' });
    expect(within(list).getByRole('button', { name: 'JDB game on page 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'JDB game on page 2' })).toBeInTheDocument();
    // I18N-06: the list is asked for in the player's language, as the platform's tag (EN → en).
    expect(seen.filter((r) => r.path.endsWith('GCSGAME_gameList')).at(-1)?.params).toMatchObject({
      vassalage: 'JDB',
      gameType: 'FISH',
      pageNo: 2,
      pageSize: 18,
      language: 'en',
    });
  });

  it.each([
    ['a 500', failReply(500, 'UNKNOWN'), 'Unknown or system error. Please try again later.'],
    ['a timeout', 'timeout' as const, 'The page is taking too long to open. Please check your network.'],
    ['a malformed answer', { status: 200, data: 'nonsense' }, 'Unknown or system error. Please try again later.'],
  ])(
    'a failing list (%s) shows the catalogue text with a Retry that recovers; favourites that fail leave the hearts off',
    async (_name, failure, text) => {
      const user = userEvent.setup();
      let fail = true;
      const { adapter } = fakePlatform(
        byName({
          favoriteGameIds: failReply(500, 'UNKNOWN'),
          gameList: () => (fail ? failure : okReply({ games: [game(1)], totalPages: 1 })),
        }),
      );
      await renderWidget(<VendorGames {...widgetProps(schema, { vassalage: 'PG' })} />, {
        brand: gameDialogs,
        adapter,
        member: MEMBER,
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('button', { name: 'Game 1' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Favourite: Game 1' })).toHaveAttribute('aria-pressed', 'false');
    },
  );

  it('shows nothing without a vendor', async () => {
    const { container } = await renderWidget(<VendorGames {...widgetProps(schema)} />, { brand: gameDialogs });
    expect(container.querySelector('section')).toBeNull();
  });
});
