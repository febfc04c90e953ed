import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { byName, failReply, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { MEMBER } from '../../../tests/support/games.ts';
import LotteryPage, { prizeModeOfPath } from './LotteryPage.tsx';
import { schema } from './schema.ts';

const menu = okReply([
  { gameCode: 'VN_HN', gameName: 'Hà Nội', area: 'North' },
  { gameCode: 'VN_HCM', gameName: 'TP. Hồ Chí Minh', area: 'South' },
]);

describe('LotteryPage', () => {
  it('LOTT-01/03 launches the game of ?gameCode= with the spec’s constants and shows it in a titled frame (CONST-42)', async () => {
    const { adapter } = fakePlatform(
      byName({
        vnLotteryMenu: menu,
        vnOpenedNumbers: okReply({ gameCode: 'VN_HN', issue: '20261122', numbers: ['12345', '678'] }),
        launchLottery: okReply({ url: 'https://platform.example.com/demo-lottery/tok' }),
      }),
    );
    const { engine } = await renderWidget(<LotteryPage {...widgetProps(schema)} />, {
      adapter,
      member: MEMBER,
      route: '/vnLottery?gameCode=VN_HN',
    });
    act(() => engine.platform.setState({ launchGameHost: 'https://lotto.example.net' }));
    const frame = await screen.findByTitle('Hà Nội lottery');
    expect(frame).toHaveAttribute('src', 'https://lotto.example.net/demo-lottery/tok');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vietnamese lottery · Hà Nội');
    expect(screen.getByRole('link', { name: 'Hà Nội' })).toHaveAttribute('aria-current', 'page');
    // LOTT-03: the game's latest draw.
    expect(screen.getByText('Draw 20261122')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Drawn numbers' })).toHaveTextContent('12345678');
  });

  it('LOTT-04 the path gives the prize mode, lower-case spellings too (ROUTE-16)', () => {
    expect(prizeModeOfPath('/vnLottery')).toBe('LOTT');
    expect(prizeModeOfPath('/vnlottery')).toBe('LOTT');
    expect(prizeModeOfPath('/seaLottery')).toBe('SEA');
    expect(prizeModeOfPath('/sealottery')).toBe('SEA');
    expect(prizeModeOfPath('/lottery')).toBe('ELOTT');
    expect(prizeModeOfPath('/lottert')).toBe('ELOTT');
  });

  it('LOTT-02 the menu lists the prize mode’s games and switches between them; without a game the lobby view opens', async () => {
    const user = userEvent.setup();
    const views: string[] = [];
    const { adapter, seen } = fakePlatform(
      byName({
        vnLotteryMenu: menu,
        launchLottery: () => okReply({ url: 'https://platform.example.com/demo-lottery/tok' }),
      }),
    );
    await renderWidget(<LotteryPage {...widgetProps(schema)} />, { adapter, member: MEMBER, route: '/vnLottery' });
    expect(await screen.findByTitle('Vietnamese lottery lottery')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All games' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'TP. Hồ Chí Minh' }));
    expect(await screen.findByTitle('TP. Hồ Chí Minh lottery')).toBeInTheDocument();
    for (const r of seen.filter((request) => request.path === '/wps/game/launchGame')) views.push(r.method);
    expect(views).toEqual(['POST', 'POST']);
    expect(seen.find((r) => r.path === '/lgw/vn/games/game_menu')?.params).toEqual({
      prizeMode: 'LOTT',
      device: 'WEB',
    });
  });

  it('a failed launch shows the catalogue text with a Retry that launches again; a failed menu keeps the page', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { adapter } = fakePlatform(
      byName({
        vnLotteryMenu: failReply(500, 'UNKNOWN'),
        lottoOpenedNumbers: okReply({ gameCode: 'tcg-keno', numbers: [] }),
        launchLottery: () => (fail ? 'timeout' : okReply({ url: 'https://platform.example.com/demo-lottery/tok' })),
      }),
    );
    await renderWidget(<LotteryPage {...widgetProps(schema)} />, {
      adapter,
      member: MEMBER,
      route: '/lottery?gameCode=tcg-keno',
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent(
      'The page is taking too long to open. Please check your network.',
    );
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[1]!);
    expect(await screen.findByTitle('E-lottery lottery')).toBeInTheDocument();
  });

  it('a game of another prize mode opened on /lottery lists its own mode’s games and launches once, in its mode (issue 13)', async () => {
    const menus: Record<string, { gameCode: string; gameName: string; area: string }[]> = {
      ELOTT: [{ gameCode: 'tcg-keno', gameName: 'Keno', area: 'TCG' }],
      LOTT: [
        { gameCode: 'VN_HN', gameName: 'Hà Nội', area: 'North' },
        { gameCode: 'VN_HCM', gameName: 'TP. Hồ Chí Minh', area: 'South' },
      ],
      ZY: [],
      SEA: [],
    };
    const { adapter, seen } = fakePlatform(
      byName({
        vnLotteryMenu: (request) => okReply(menus[String((request.params as { prizeMode: string }).prizeMode)] ?? []),
        vnOpenedNumbers: okReply({ gameCode: 'VN_HN', numbers: ['1'] }),
        launchLottery: okReply({ url: 'https://platform.example.com/demo-lottery/tok' }),
      }),
    );
    await renderWidget(<LotteryPage {...widgetProps(schema)} />, {
      adapter,
      member: MEMBER,
      route: '/lottery?gameCode=VN_HN',
    });
    expect(await screen.findByTitle('Hà Nội lottery')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hà Nội' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'TP. Hồ Chí Minh' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Keno' })).toBeNull();
    const launches = seen.filter((request) => request.path === '/wps/game/launchGame');
    expect(launches).toHaveLength(1);
  });
});
