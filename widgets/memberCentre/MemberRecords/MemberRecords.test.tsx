import { useSearchParams } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  byName,
  failReply,
  fakePlatform,
  okReply,
  type FakeReply,
  type FakeRequest,
} from '../../../tests/support/fakePlatform.ts';
import { calls } from '../../../schemas/api/index.ts';
import { RECORD_PRODUCTS } from '../../../schemas/vocabulary.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import MemberRecords from './MemberRecords.tsx';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };
const example = calls.bettingRecord.response.examples[0];
const bet = (n: number) => ({ ...example.list[0], betId: `B${n}`, gameName: `Game ${n}` });

function bettingPlatform(reply: (request: FakeRequest) => FakeReply) {
  return fakePlatform(
    byName({ walletBalance: okReply({ balance: '1.00', currencySymbol: 'RM' }), bettingRecord: reply }),
  );
}

/** The centre's page as the URL names it (what CentreView reads). */
function CentrePageShown() {
  const [params] = useSearchParams();
  return <output data-testid="centre-page">{params.get('page')}</output>;
}

describe('MemberRecords (MC-07, MC-08, MC-24, issue 15)', () => {
  it('shows the rounds with totals over the filter; paging keeps the page shown while the next loads, and lives in the URL', async () => {
    const user = userEvent.setup();
    const platform = bettingPlatform((request) => {
      const { pageNo } = request.params as { pageNo: number };
      return okReply({
        ...example,
        list: [bet(pageNo)],
        pageNo,
        totalPages: 2,
        totalRows: 21,
        totals: { stake: '210.00', payout: '250.00', winLoss: '40.00' },
      });
    });
    await renderWidget(<MemberRecords record="betting" />, {
      member,
      adapter: platform.adapter,
      route: '/member?page=personalHistoryCopy',
    });
    expect(await screen.findByText('Game 1 (PG)')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Totals')).toBeInTheDocument();
    expect(within(table).getByText('40.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Game 2 (PG)')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    const asked = platform.seen
      .filter((request) => request.path === calls.bettingRecord.path)
      .map((request) => request.params as Record<string, unknown>);
    expect(asked.at(-1)).toMatchObject({ pageNo: 2, pageSize: 20 });
    // The default period is the last 7 days, today included, sent as inclusive dates.
    const { startDate, endDate } = asked[0] as { startDate: string; endDate: string };
    expect((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000).toBe(6);
  });

  it('a preset or a filter asks for that period from page 1; a custom range shows its days', async () => {
    const user = userEvent.setup();
    const platform = bettingPlatform(() => okReply(example));
    // Inside the member centre, whose own page is `page`: the list's page is `pageNo`.
    await renderWidget(
      <>
        <MemberRecords record="betting" />
        <CentrePageShown />
      </>,
      { member, adapter: platform.adapter, route: '/member?page=personalHistoryCopy&pageNo=3' },
    );
    await screen.findByText('Fortune Dragon (PG)');
    const first = platform.seen.find((request) => request.path === calls.bettingRecord.path)!.params as {
      pageNo: number;
    };
    expect(first.pageNo).toBe(3);
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'won');
    const last = platform.seen.filter((request) => request.path === calls.bettingRecord.path).at(-1)!.params as {
      startDate: string;
      endDate: string;
      status: string;
      pageNo: number;
    };
    expect(last.status).toBe('won');
    expect(last.pageNo).toBe(1);
    expect((Date.parse(last.endDate) - Date.parse(last.startDate)) / 86_400_000).toBe(29);
    // The centre stays on this page: a filter never drops the centre's own page from the URL.
    expect(screen.getByTestId('centre-page')).toHaveTextContent('personalHistoryCopy');
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(screen.getByLabelText('From')).toBeInTheDocument();
    expect(screen.getByText('Days in Asia/Kuala_Lumpur')).toBeInTheDocument();
  });

  it('the product filter offers every product of the betting record, and Lottery asks for LOTTERY, which the platform reads as LOTT and ELOTT', async () => {
    const user = userEvent.setup();
    const platform = bettingPlatform(() => okReply(example));
    await renderWidget(<MemberRecords record="betting" />, { member, adapter: platform.adapter });
    await screen.findByText('Fortune Dragon (PG)');
    const product = screen.getByLabelText('Product');
    const offered = within(product)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(offered).toEqual(['', ...RECORD_PRODUCTS]);
    expect(within(product).getByRole('option', { name: 'E-sports' })).toBeInTheDocument();
    await user.selectOptions(product, 'Lottery');
    const last = platform.seen.filter((request) => request.path === calls.bettingRecord.path).at(-1)!.params as {
      gameType: string;
    };
    expect(last.gameType).toBe('LOTTERY');
    expect(calls.bettingRecord.query.properties.gameType.enum).toContain(last.gameType);
  });

  it("an empty period says the spec's no data; a failure says so in place with Retry that brings the answer", async () => {
    const user = userEvent.setup();
    let reply: FakeReply = failReply(500, 'UNKNOWN');
    const platform = bettingPlatform(() => reply);
    await renderWidget(<MemberRecords record="betting" />, { member, adapter: platform.adapter });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    reply = okReply({ ...example, list: [], totalRows: 0, totalPages: 0 });
    await user.click(retry);
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('the account record lists ledger rows with their kind, money in and out', async () => {
    const account = calls.accountRecord.response.examples[0];
    const platform = fakePlatform(byName({ accountRecord: okReply(account) }));
    await renderWidget(<MemberRecords record="account" />, { member, adapter: platform.adapter });
    expect(await screen.findByText('Deposit by bank transfer (Maybank)')).toBeInTheDocument();
    expect(screen.getByText(/Money in: 100.00/)).toBeInTheDocument();
  });
});
