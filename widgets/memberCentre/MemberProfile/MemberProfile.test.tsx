import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakePlatform, byName, failReply, okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { calls } from '../../../schemas/api/index.ts';
import { memberInfoExample } from '../../../schemas/api/entities.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import MemberProfile from './MemberProfile.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };
const accounts = calls.payoutAccounts.response.examples[0];

/** The value shown beside a label of the profile's list. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

async function setup(
  replies: { memberInfo?: () => FakeReply; payoutAccounts?: () => FakeReply } = {},
  props: { showVip?: boolean } = {},
  language = 'EN',
) {
  const platform = fakePlatform(
    byName({
      memberInfo:
        replies.memberInfo ??
        (() =>
          okReply({
            ...memberInfoExample,
            account: 'demo_member',
            nickname: 'Mei',
            vipLabel: 'VIP 3',
            vipRank: 3,
            vipNext: { label: 'VIP 4', rank: 4, turnover: '12345.5' },
          })),
      payoutAccounts: replies.payoutAccounts ?? (() => okReply(accounts)),
    }),
  );
  return renderWidget(<MemberProfile {...widgetProps(schema)} {...props} />, {
    member,
    adapter: platform.adapter,
    language,
  });
}

describe('MemberProfile (MC-02, MC-25, issue 15)', () => {
  it('shows account, nickname, real name and the VIP label and rank from member info, read-only', async () => {
    await setup();
    expect(await screen.findByText('demo_member')).toBeInTheDocument();
    expect(valueOf('Nickname')).toHaveTextContent('Mei');
    expect(valueOf('VIP level')).toHaveTextContent('VIP 3');
    expect(valueOf('VIP rank')).toHaveTextContent('3');
    expect(await screen.findByText('Tan Mei Ling')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('To change these details, please contact customer service.')).toBeInTheDocument();
  });

  it("says what the next rank needs, with the currency, in the player's language (MC-25, SIDE-03)", async () => {
    await setup();
    expect(await screen.findByText('demo_member')).toBeInTheDocument();
    expect(valueOf('Next rank')).toHaveTextContent('VIP 4: bet RM 12,345.50 more');
  });

  it('says it in Malay on a Malay site, and says nothing of a next rank at the top (MC-25)', async () => {
    const { unmount } = await setup({}, {}, 'MY');
    expect(await screen.findByText('demo_member')).toBeInTheDocument();
    expect(valueOf('Tahap seterusnya')).toHaveTextContent('VIP 4: bertaruh RM 12,345.50 lagi');
    unmount();
    await setup({
      memberInfo: () => okReply({ id: '1', account: 'demo_member', type: 0, vipLabel: 'VIP 5', vipRank: 5 }),
    });
    expect(await screen.findByText('demo_member')).toBeInTheDocument();
    expect(valueOf('VIP level')).toHaveTextContent('VIP 5');
    expect(screen.queryByText('Next rank')).toBeNull();
  });

  it("says a real name not yet set and a missing nickname in the player's language", async () => {
    await setup(
      {
        memberInfo: () => okReply({ id: '1', account: 'demo_member', type: 0 }),
        payoutAccounts: () => okReply({ ...accounts, accounts: [], realName: null }),
      },
      {},
      'CN',
    );
    expect(await screen.findByText('尚未设置：添加第一个收款账户时设置。')).toBeInTheDocument();
    expect(valueOf('昵称')).toHaveTextContent('未设置');
    expect(screen.queryByText('VIP 等级')).toBeNull();
  });

  it('the brand can leave the VIP out', async () => {
    await setup({}, { showVip: false });
    expect(await screen.findByText('demo_member')).toBeInTheDocument();
    expect(screen.queryByText('VIP 3')).toBeNull();
  });

  it("a failed answer shows the catalogue's message with a retry in place, never the platform's page", async () => {
    const user = userEvent.setup();
    let reply: FakeReply = { status: 502, data: '<html><script>alert(1)</script></html>' };
    await setup({ memberInfo: () => reply });
    const retry = await screen.findByRole('button', { name: /retry/i });
    expect(document.body.innerHTML).not.toContain('<script>');
    reply = okReply({ ...memberInfoExample, account: 'demo_member' });
    await user.click(retry);
    expect(await screen.findByText('demo_member')).toBeInTheDocument();
  });

  it('a failed real name alone keeps the rest of the profile shown', async () => {
    await setup({ payoutAccounts: () => failReply(500, 'UNKNOWN') });
    expect(await screen.findByText('demo_member')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
    expect(valueOf('VIP level')).toHaveTextContent('VIP 3');
  });
});
