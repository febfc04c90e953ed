import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { calls } from '../../../schemas/api/index.ts';
import { fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { TOKEN_STORAGE_KEY } from '../../api/tokenStorage.ts';
import { defineWidget } from '../defineWidget.ts';
import { useDialog } from '../dialogs/useDialog.ts';
import { BrandRoutes } from '../routing.tsx';
import { EngineHarness, testEngine, textSchema } from '../../../tests/support/testEngine.tsx';
import baseBrand from '../../../brands/base/brand.json';
import type { CentrePage } from '../../../schemas/brand/index.ts';

/** The base brand's wallet page and menu entry (both brands inherit them), drawing a stand-in widget. */
const basePage = baseBrand.screens.member.pages.find((entry) => entry.id === 'transferFund')!;
const walletPage: CentrePage = {
  ...(basePage as CentrePage),
  slots: { main: [{ widget: 'Text', props: { text: 'Wallet page' } }] },
};

const Text = ({ text }: { text: string }) => <p>{text}</p>;
function OpenCentre() {
  const { open } = useDialog();
  return (
    <button type="button" onClick={() => open('agentCentre', { page: 'agentTeam' })}>
      Agent tools
    </button>
  );
}
const widgets = [
  defineWidget({ type: 'Text', schema: textSchema, load: async () => ({ default: Text }) }),
  defineWidget({ type: 'OpenCentre', schema: { type: 'object' }, load: async () => ({ default: OpenCentre }) }),
];
const page = (id: string, label: string, extra: object = {}) => ({
  id,
  label,
  slots: { main: [{ widget: 'Text', props: { text: `${label} page` } }] },
  ...extra,
});

const centreScreens = {
  home: { paths: ['/'], slots: { main: [{ widget: 'OpenCentre' }] } },
  member: {
    paths: ['/member'],
    title: 'Member centre',
    slots: { main: [] },
    pages: [
      page('securityCenter', 'Security'),
      page('messages', 'Messages', { badge: 'unreadCount' }),
      page('manualRebate', 'Manual rebate', { when: { flags: ['MANPLAYREB3'] } }),
      page('transferUpline', 'Transfer to upline', {
        when: { member: ['hasUpline'] },
        unavailable: 'Your account has no upline to transfer to.',
      }),
    ],
  },
};
const dialogs = {
  agentCentre: {
    title: 'Agent centre',
    slots: { main: [] },
    pages: [page('agentTeamOverview', 'Overview'), page('agentTeam', 'Team')],
  },
};

afterEach(() => sessionStorage.clear());

async function renderAt(
  path: string,
  flags: Record<string, boolean> = {},
  memberInfo: object = {},
  extraPages: readonly CentrePage[] = [],
) {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
  const screens = {
    ...centreScreens,
    member: { ...centreScreens.member, pages: [...centreScreens.member.pages, ...extraPages] },
  };
  const platform = fakePlatform({ [calls.unreadCount.path]: okReply({ count: 3 }) });
  const engine = await testEngine({
    brand: { screens, dialogs, constants: { modalOpenDelayMs: 0 } },
    widgets,
    flags,
    adapter: platform.adapter,
    member: { id: '1', account: 'amy', type: 0, ...memberInfo },
  });
  await act(async () => {
    render(
      <EngineHarness engine={engine} path={path}>
        <BrandRoutes />
      </EngineHarness>,
    );
  });
}

describe('centres (issue 7, DESIGN §3b)', () => {
  it('draws the menu from the pages the player may see, with the badge, and shows the first page', async () => {
    await renderAt('/member', { MANPLAYREB3: false });
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    // The badge arrives with its own call, after the menu: wait for it before reading the labels.
    expect(await within(menu).findByLabelText('3 unread')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Security', 'Messages3']);
    expect(await screen.findByText('Security page')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  });

  it('deep-links a page with ?page= and switches pages through the URL', async () => {
    const user = userEvent.setup();
    await renderAt('/member?page=messages');
    expect(await screen.findByText('Messages page')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Security' }));
    expect(await screen.findByText('Security page')).toBeInTheDocument();
    expect(screen.queryByText('Messages page')).not.toBeInTheDocument();
  });

  it('never reaches a page whose condition is false, even by its link', async () => {
    await renderAt('/member?page=manualRebate', { MANPLAYREB3: false });
    expect(await screen.findByText('Security page')).toBeInTheDocument();
    expect(screen.queryByText('Manual rebate page')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manual rebate' })).not.toBeInTheDocument();
  });

  it('shows the page when its condition holds', async () => {
    await renderAt('/member?page=manualRebate', { MANPLAYREB3: true });
    expect(await screen.findByText('Manual rebate page')).toBeInTheDocument();
  });

  it('MC-06: a page for members with an upline is listed and reached only by them', async () => {
    await renderAt('/member?page=transferUpline', {}, { hasUpline: true });
    expect(await screen.findByText('Transfer to upline page')).toBeInTheDocument();
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(within(menu).getByRole('link', { name: 'Transfer to upline' })).toHaveAttribute('aria-current', 'page');
  });

  it('MC-06: a member without an upline who follows its link is told why, in place, and keeps the menu', async () => {
    await renderAt('/member?page=transferUpline');
    expect(await screen.findByText('Your account has no upline to transfer to.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transfer to upline' })).toBeInTheDocument();
    expect(screen.queryByText('Transfer to upline page')).not.toBeInTheDocument();
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(within(menu).queryByRole('link', { name: 'Transfer to upline' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Security' })).not.toHaveAttribute('aria-current');
  });

  it('issue 26: a page asked for by its link that says why it is not there offers the way back to the first page', async () => {
    await renderAt('/member?page=transferUpline');
    // The same link as the menu's (switching pages through the URL is held above).
    const back = await screen.findByRole('link', { name: 'Back to Security' });
    expect(back).toHaveAttribute('href', '/member?page=securityCenter');
  });

  it('issue 26, MC-03, GAME-13: a one-wallet brand (SINGLEWALLET) does not list the wallet page; its link says why in plain words', async () => {
    await renderAt('/member?page=transferFund', { SINGLEWALLET: true }, {}, [walletPage]);
    expect(
      await screen.findByText(
        'This site keeps one wallet: games play straight from your main balance, so there is nothing to transfer. Your balance is at the top of the page.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Wallet page')).not.toBeInTheDocument();
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(within(menu).queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Security' })).toBeInTheDocument();
    // The account menu's entry is hidden by the same flag.
    const entry = baseBrand.menus.account.find((item) => item.id === 'wallet')!;
    expect(entry.when).toMatchObject({ notFlags: ['SINGLEWALLET'] });
  });

  it('MC-03: a brand with transfer wallets lists the wallet page and opens it', async () => {
    await renderAt('/member?page=transferFund', { SINGLEWALLET: false }, {}, [walletPage]);
    expect(await screen.findByText('Wallet page')).toBeInTheDocument();
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(within(menu).getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
  });

  it('a dialog can be a centre, opened at a page by its parameters', async () => {
    const user = userEvent.setup();
    await renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Agent tools' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(await within(dialog).findByText('Team page')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Overview' }));
    expect(await within(dialog).findByText('Overview page')).toBeInTheDocument();
  });
});
