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

const screens = {
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

async function renderAt(path: string, flags: Record<string, boolean> = {}, memberInfo: object = {}) {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
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
