import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byName, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { PLATFORM_FAILURES } from '../../../tests/support/platformFailures.ts';
import { screenWithPartsBelow } from '../../../tests/support/nearScreen.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import WinnerBoard from './WinnerBoard.tsx';
import { schema } from './schema.ts';

const item = (account: string, winAmount: string, gameName = 'Fortune Tiger') => ({
  vo: { account, winAmount, gameName, gameCode: 'fortune-tiger', vassalage: 'PG' },
});
const many = Array.from({ length: 25 }, (_, index) =>
  item(`pl***${String(index).padStart(2, '0')}`, String((index + 1) * 1000.5)),
);

describe('WinnerBoard', () => {
  it('asks for every category, 20 winners, in the player’s language (HOME-10, CONST-08)', async () => {
    const platform = fakePlatform(byName({ rankList: okReply([item('a***1', '10')]) }));
    await renderWidget(<WinnerBoard {...widgetProps(schema)} />, {
      adapter: platform.adapter,
      language: 'CN',
      brand: { languages: { default: 'CN', supported: ['CN', 'EN'] } },
    });
    await screen.findByText('a***1');
    expect(platform.seen[0]!.params).toMatchObject({ gameCategory: 'ALL', limitNum: 20, language: 'zh-CN' });
  });

  it('lists at most 20 winners, largest win first, with two decimals and thousands separators (HOME-10)', async () => {
    const shuffled = [...many]
      .reverse()
      .sort((a, b) => a.vo.account.localeCompare(b.vo.account) * (a.vo.account.endsWith('3') ? -1 : 1));
    await renderWidget(<WinnerBoard {...widgetProps(schema)} />, {
      adapter: fakePlatform(byName({ rankList: okReply([item('big***', '1234567.5'), ...shuffled]) })).adapter,
    });
    const board = screen.getByRole('region', { name: 'Big winners' });
    await within(board).findByText('big***');
    const rows = within(board).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('big***');
    expect(rows[0]).toHaveTextContent('1,234,567.50');
    expect(rows[1]).toHaveTextContent('25,012.50');
    expect(rows[19]).toHaveTextContent('7,003.50');
  });

  it('uses the language’s separators', async () => {
    await renderWidget(<WinnerBoard {...widgetProps(schema)} />, {
      language: 'PT',
      brand: { languages: { default: 'PT', supported: ['PT', 'EN'] } },
      adapter: fakePlatform(byName({ rankList: okReply([item('pt***', '1234.5')]) })).adapter,
    });
    expect(await screen.findByText('1.234,50')).toBeInTheDocument();
  });

  it("shows each amount in the brand's currency, as other amounts are (issue 26 item 12)", async () => {
    await renderWidget(<WinnerBoard {...widgetProps(schema)} />, {
      language: 'MY',
      brand: { languages: { default: 'MY', supported: ['MY', 'EN'] } },
      adapter: fakePlatform(
        byName({ rankList: okReply([{ vo: { ...item('my***', '1234.5').vo, currencySymbol: 'RM' } }]) }),
      ).adapter,
    });
    const row = await screen.findByRole('listitem');
    expect(within(row).getByText('RM 1,234.50')).toBeInTheDocument();
  });

  it('can leave out the game; drops items of a wrong shape', async () => {
    await renderWidget(<WinnerBoard {...widgetProps(schema, { showGame: false })} />, {
      adapter: fakePlatform(
        byName({ rankList: okReply([item('ok***', '50'), { vo: { winAmount: 'lots' } }, { nope: 1 }, null]) }),
      ).adapter,
    });
    await screen.findByText('ok***');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Fortune Tiger')).toBeNull();
  });

  it('shows the spec’s no data for an empty board', async () => {
    await renderWidget(<WinnerBoard {...widgetProps(schema)} />, {
      adapter: fakePlatform(byName({ rankList: okReply([]) })).adapter,
    });
    expect(await screen.findByText(/no data/i)).toBeInTheDocument();
  });

  it.each(PLATFORM_FAILURES)(
    'shows the catalogue’s message and a retry after %s, then the winners',
    async (_name, failure) => {
      let healthy = false;
      const user = userEvent.setup();
      await renderWidget(<WinnerBoard {...widgetProps(schema)} />, {
        adapter: fakePlatform(byName({ rankList: () => (healthy ? okReply(many) : failure) })).adapter,
      });
      const retry = await screen.findByRole('button', { name: /retry/i });
      expect(screen.getByRole('heading', { name: 'Big winners' })).toBeInTheDocument();
      healthy = true;
      await user.click(retry);
      expect(await screen.findByText('pl***24')).toBeInTheDocument();
    },
  );
});

describe('WinnerBoard below the screen (DESIGN §6b)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows its title and keeps its place, and asks for the winners only as it comes near the screen', async () => {
    const { scrollTo } = screenWithPartsBelow((element) => element.classList.contains('lv-winners'));
    const platform = fakePlatform(byName({ rankList: okReply([item('a***1', '10')]) }));
    await renderWidget(<WinnerBoard {...widgetProps(schema)} />, { adapter: platform.adapter });
    const board = screen.getByRole('region', { name: 'Big winners' });
    expect(platform.seen).toHaveLength(0);
    expect(within(board).queryByRole('listitem')).toBeNull();
    await scrollTo((element) => element === board);
    expect(await within(board).findByText('a***1')).toBeInTheDocument();
    expect(platform.seen.map((request) => request.path)).toEqual([expect.stringContaining('getRankList')]);
  });
});
