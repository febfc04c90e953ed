import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { byName, failReply, fakePlatform, okReply, type FakeRequest } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { game, gameDialogs, MEMBER } from '../../../tests/support/games.ts';
import MyGames from './MyGames.tsx';
import { schema } from './schema.ts';

describe('MyGames', () => {
  it('MYGAME-05 lists the member’s favourites, 99 a page; a heart removed here leaves the list at once (MYGAME-04)', async () => {
    const user = userEvent.setup();
    let favourites = [game(1, { displayName: 'Kept' }), game(2, { displayName: 'Dropped' })];
    const { adapter, seen } = fakePlatform(
      byName({
        favoriteGamesList: () => okReply({ content: favourites, pageNum: 1, totalPages: 1 }),
        favoriteGameIds: () => okReply(favourites.map((g) => g.nodeId)),
        removeFavoriteGame: (request: FakeRequest) => {
          favourites = favourites.filter((g) => g.nodeId !== (request.params as { nodeId: string }).nodeId);
          return okReply({ message: 'ok' });
        },
      }),
    );
    await renderWidget(<MyGames {...widgetProps(schema, { list: 'favorite' })} />, {
      brand: gameDialogs,
      adapter,
      member: MEMBER,
      route: '/favorite',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My favourites' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'My favourites' });
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Favourite: Dropped' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(within(list).getByRole('button', { name: 'Favourite: Dropped' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dropped' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Kept' })).toBeInTheDocument();
    expect(seen.find((r) => r.path.endsWith('MCSFE_getFavoriteGamesList'))?.params).toMatchObject({
      pageNo: 1,
      pageSize: 99,
      clientType: 3,
    });
  });

  it('MYGAME-06 lists the recent games, paged through the address', async () => {
    const user = userEvent.setup();
    const { adapter, seen } = fakePlatform(
      byName({
        favoriteGameIds: okReply([]),
        recentGames: (request: FakeRequest) =>
          okReply({
            list: [
              game(Number((request.params as { page: number }).page), {
                displayName: `Played on page ${(request.params as { page: number }).page}`,
              }),
            ],
            totalPages: 3,
          }),
      }),
    );
    await renderWidget(<MyGames {...widgetProps(schema, { list: 'recent' })} />, {
      brand: gameDialogs,
      adapter,
      member: MEMBER,
      route: '/recent',
    });
    expect(await screen.findByRole('button', { name: 'Played on page 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Played on page 2' })).toBeInTheDocument();
    expect(seen.filter((r) => r.path.endsWith('GCS_recentGame')).at(-1)?.params).toMatchObject({
      page: 2,
      clientType: 3,
    });
  });

  it('an empty list shows No data; a failing one the catalogue text with a Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { adapter } = fakePlatform(
      byName({
        favoriteGameIds: okReply([]),
        recentGames: () => (fail ? 'network' : okReply({ list: [], totalPages: 0 })),
      }),
    );
    await renderWidget(<MyGames {...widgetProps(schema, { list: 'recent' })} />, {
      brand: gameDialogs,
      adapter,
      member: MEMBER,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal, please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('a malformed answer or a 500 leaves the page with its heading and a Retry', async () => {
    const { adapter } = fakePlatform(
      byName({
        favoriteGameIds: failReply(500, 'UNKNOWN'),
        favoriteGamesList: { status: 200, data: { nonsense: true } },
      }),
    );
    await renderWidget(<MyGames {...widgetProps(schema)} />, { brand: gameDialogs, adapter, member: MEMBER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown or system error. Please try again later.');
    expect(screen.getByRole('heading', { level: 1, name: 'My favourites' })).toBeInTheDocument();
  });
});
