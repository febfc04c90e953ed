import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { okReply } from '../../../tests/support/fakePlatform.ts';
import { TOKEN_STORAGE_KEY } from '../../../engine/api/tokenStorage.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { useLocation } from '../../../engine/react/navigation.tsx';
import { memberInfoExample } from '../../../schemas/api/entities.ts';
import type { Dialog } from '../../../schemas/brand/index.ts';
import baseBrand from '../../../brands/base/brand.json';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { accountsPlatform, failWith, type AccountRoutes } from '../../../tests/support/accountsPlatform.ts';
import ChangePasswordForm from './ChangePasswordForm.tsx';
import { schema } from './schema.ts';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const member = { ...memberInfoExample, type: 0 };

async function openChange(routes: AccountRoutes, params: Record<string, unknown> = {}) {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  const platform = await accountsPlatform({
    memberInfo: okReply(member),
    walletBalance: okReply({ balance: '1.00' }),
    ...routes,
  });
  const { engine } = await renderWidget(<Where />, {
    adapter: platform.adapter,
    member,
    route: '/promotions',
    brand: {
      dialogs: {
        changePassword: {
          title: 'Change your password',
          slots: { main: [{ widget: 'ChangePasswordForm', props: widgetProps(schema) }] },
        },
      },
      constants: { modalOpenDelayMs: 0 },
    },
  });
  act(() => {
    engine.platform.getState().applyStatus({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      info: { publicKey: platform.publicKey },
    });
    engine.dialogs.getState().open('changePassword', params);
  });
  const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
  await waitFor(() => expect(dialog.querySelector('form')).not.toBeNull());
  return { engine, platform, user: userEvent.setup() };
}

afterEach(() => sessionStorage.clear());

/**
 * The change dialog as every brand inherits it from the base brand, over a signed-in page whose
 * platform holds the session to a password change (AUTH-05, AUTH-06, UNSPEC-19).
 */
async function heldSession(routes: AccountRoutes) {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  const platform = await accountsPlatform({ memberInfo: okReply(member), logout: okReply(null), ...routes });
  const { engine } = await renderWidget(<Where />, {
    adapter: platform.adapter,
    member,
    route: '/promotions',
    brand: {
      dialogs: { changePassword: baseBrand.dialogs.changePassword as Dialog },
      constants: { modalOpenDelayMs: 0 },
    },
  });
  act(() =>
    engine.platform.getState().applyStatus({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      info: { publicKey: platform.publicKey },
    }),
  );
  return { engine, platform, user: userEvent.setup() };
}

const HELD = { walletBalance: failWith(403, 'PASSWORD_CHANGE_REQUIRED', { passwordChange: 'firstLogin' }) };

describe('the forced change cannot be skipped (AUTH-05, AUTH-06, UNSPEC-19, issue 24)', () => {
  it('UNSPEC-19: a call the platform refuses with PASSWORD_CHANGE_REQUIRED opens the forced change once, in the words of its reason', async () => {
    const { engine } = await heldSession(HELD);
    await act(async () => {
      await Promise.allSettled([engine.gateway.call('walletBalance'), engine.gateway.call('walletBalance')]);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(
      await within(dialog).findByText('This is your first login. Please choose your own password to go on.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    expect(engine.dialogs.getState().stack).toHaveLength(1);
  });

  it('AUTH-05: the dialog has no close button and stays open through Escape; signing out ends the session and closes it', async () => {
    const { engine, platform, user } = await heldSession(HELD);
    await act(async () => {
      await engine.gateway.call('walletBalance').catch(() => undefined);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await within(dialog).findByLabelText('New password');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(engine.dialogs.getState().stack.map((open) => open.id)).toEqual(['changePassword']);

    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());
    expect(platform.names()).toContain('logout');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(engine.session.getState().isLogin).toBe(false);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });

  it('AUTH-06: an expired password is named as such', async () => {
    const { engine } = await heldSession({
      walletBalance: failWith(403, 'PASSWORD_CHANGE_REQUIRED', { passwordChange: 'expired' }),
    });
    await act(async () => {
      await engine.gateway.call('walletBalance').catch(() => undefined);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(
      await within(dialog).findByText('Your password has expired. Please choose a new one to go on.'),
    ).toBeInTheDocument();
  });
});

describe('ChangePasswordForm (PWD-01, PWD-02, AUTH-06)', () => {
  it('PWD-01 PWD-02: sends old, new and confirmation encrypted, reloads the member, closes and goes home', async () => {
    const { platform, user } = await openChange({ changePassword: okReply({ message: 'ok' }) });
    await user.type(screen.getByLabelText('Current password'), 'secret123');
    await user.type(screen.getByLabelText('New password'), 'better456');
    await user.type(screen.getByLabelText('Confirm new password'), 'better456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('dialog', { name: 'Change your password' })).toBeNull();
    const change = platform.seen.find((call) => call.name === 'changePassword')!;
    expect(change.body).toEqual({
      oldPassword: 'secret123',
      newPassword: 'better456',
      confirmNewPassword: 'better456',
    });
    expect(JSON.stringify(change.wire)).not.toContain('better456');
    expect(platform.names().filter((name) => name === 'memberInfo').length).toBeGreaterThan(0);
  });

  it('PWD-01: a confirmation that differs, or an empty field, is named and nothing is sent', async () => {
    const { platform, user } = await openChange({ changePassword: okReply({ message: 'ok' }) });
    await user.type(screen.getByLabelText('New password'), 'better456');
    await user.type(screen.getByLabelText('Confirm new password'), 'better457');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(platform.names()).not.toContain('changePassword');
  });

  it('AUTH-06: a forced change does not ask for the old password and says why', async () => {
    const { platform, user } = await openChange({ changePassword: okReply({ message: 'ok' }) }, { forced: true });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.getByText('Your password has expired. Please choose a new one to go on.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'better456');
    await user.type(screen.getByLabelText('Confirm new password'), 'better456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(platform.names()).toContain('changePassword'));
    expect(platform.seen.find((call) => call.name === 'changePassword')!.body).toEqual({
      newPassword: 'better456',
      confirmNewPassword: 'better456',
    });
  });

  it("a refusal of the current password says so in the form's words and keeps what was typed", async () => {
    const { user } = await openChange({ changePassword: failWith(401, 'INVALID_CREDENTIALS') });
    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.type(screen.getByLabelText('New password'), 'better456');
    await user.type(screen.getByLabelText('Confirm new password'), 'better456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is incorrect.');
    expect(screen.getByLabelText('New password')).toHaveValue('better456');
  });
});

/** The form on the security centre's page (issue 26 item 8, MC-02, PWD-01), with the base brand's props. */
async function inSecurityCentre(routes: AccountRoutes, language = 'EN') {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  const page = baseBrand.screens.member.pages.find((entry) => entry.id === 'securityCenter')!;
  const node = page.slots.main.find((entry) => entry.widget === 'ChangePasswordForm');
  const platform = await accountsPlatform({ memberInfo: okReply(member), ...routes });
  const { engine } = await renderWidget(
    <>
      <ChangePasswordForm {...widgetProps(schema)} {...(node as { props?: object } | undefined)?.props} />
      <Where />
    </>,
    { adapter: platform.adapter, member, route: '/member', language },
  );
  act(() =>
    engine.platform.getState().applyStatus({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      info: { publicKey: platform.publicKey },
    }),
  );
  return { engine, platform, user: userEvent.setup() };
}

describe('ChangePasswordForm in the security centre (issue 26 item 8, MC-02, PWD-01)', () => {
  it("is on both brands' security page: a change says so, empties the form and the member stays signed in there", async () => {
    const { engine, platform, user } = await inSecurityCentre({
      changePassword: okReply({ message: 'Password changed.' }),
    });
    const form = screen.getByRole('form', { name: 'Change login password' });
    await user.type(within(form).getByLabelText('Current password'), 'secret123');
    await user.type(within(form).getByLabelText('New password'), 'better456');
    await user.type(within(form).getByLabelText('Confirm new password'), 'better456');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText(
        'Your password has been changed. You stay signed in here; other devices signed in to your account have been signed out.',
      ),
    ).toHaveRole('status');
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(within(form).getByLabelText('New password')).toHaveValue('');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/member$/);
    expect(engine.session.getState().isLogin).toBe(true);
    expect(platform.seen.find((call) => call.name === 'changePassword')!.body).toEqual({
      oldPassword: 'secret123',
      newPassword: 'better456',
      confirmNewPassword: 'better456',
    });
  });

  it.each([
    ['INVALID_CREDENTIALS', 401, 'Kata laluan semasa tidak betul.'],
    ['VALIDATION_FAILED', 400, 'Format kata laluan tidak betul.'],
  ])(
    "the platform's %s is said in the player's language (Malay), not the platform's English",
    async (code, status, text) => {
      const { user } = await inSecurityCentre({ changePassword: failWith(status, code) }, 'MY');
      const form = screen.getByRole('form', { name: 'Tukar kata laluan log masuk' });
      await user.type(within(form).getByLabelText('Kata laluan semasa'), 'wrong123');
      await user.type(within(form).getByLabelText('Kata laluan baharu'), 'better456');
      await user.type(within(form).getByLabelText('Sahkan kata laluan baharu'), 'better456');
      await user.click(within(form).getByRole('button', { name: 'Tukar kata laluan' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(text);
      expect(within(form).getByLabelText('Kata laluan baharu')).toHaveValue('better456');
    },
  );
});
