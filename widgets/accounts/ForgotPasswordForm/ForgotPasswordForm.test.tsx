import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, describe, expect, it } from 'vitest';
import { okReply } from '../../../tests/support/fakePlatform.ts';
import { TOKEN_STORAGE_KEY } from '../../../engine/api/tokenStorage.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { useLocation } from '../../../engine/react/navigation.tsx';
import { memberInfoExample } from '../../../schemas/api/entities.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { accountsPlatform, failWith, type AccountRoutes } from '../../../tests/support/accountsPlatform.ts';
import { schema } from './schema.ts';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

async function openForgot(routes: AccountRoutes, flags: Record<string, boolean> = {}, beneath?: string) {
  const platform = await accountsPlatform({
    memberInfo: okReply({ ...memberInfoExample, type: 0 }),
    walletBalance: okReply({ balance: '1.00' }),
    ...routes,
  });
  const { engine } = await renderWidget(<Where />, {
    adapter: platform.adapter,
    route: '/promotions',
    flags: { PHONEPWDRECOVERY: false, ...flags },
    brand: {
      dialogs: {
        forgotPassword: {
          title: 'Forgot password',
          slots: { main: [{ widget: 'ForgotPasswordForm', props: widgetProps(schema) }] },
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
    if (beneath) engine.dialogs.getState().open(beneath);
    engine.dialogs.getState().open('forgotPassword');
  });
  const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
  await waitFor(() => expect(dialog.querySelector('form')).not.toBeNull());
  return { engine, platform, user: userEvent.setup() };
}

afterEach(() => sessionStorage.clear());

describe('ForgotPasswordForm (PWD-03..06)', () => {
  it('PWD-03 PWD-04: by e-mail: trimmed username and e-mail, then "password sent, please check"', async () => {
    const { platform, user } = await openForgot({ forgotPasswordEmail: okReply({ message: 'sent' }) });
    expect(screen.queryByRole('tablist')).toBeNull();
    await user.type(screen.getByLabelText('Username'), ' demo_member ');
    await user.type(screen.getByLabelText('E-mail'), 'demo@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send me a new password' }));
    expect(await screen.findByText('Password sent, please check your e-mail.')).toBeInTheDocument();
    expect(platform.seen.find((call) => call.name === 'forgotPasswordEmail')!.body).toEqual({
      username: 'demo_member',
      email: 'demo@example.com',
    });
  });

  it('ERR-02: an unknown username or e-mail shows the catalogue message and keeps the input; a bad e-mail is named first', async () => {
    const { platform, user } = await openForgot({ forgotPasswordEmail: failWith(404, 'ACCOUNT_NOT_FOUND') });
    await user.type(screen.getByLabelText('Username'), 'nobody');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send me a new password' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('The e-mail format is incorrect.');
    expect(platform.names()).not.toContain('forgotPasswordEmail');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The username or e-mail does not exist.');
    expect(screen.getByLabelText('Username')).toHaveValue('nobody');
  });

  it('PWD-05 PWD-06 FLAG-12 SMS-04: by phone: SMS code (after a challenge; then a 60 s wait, not the code’s 10 minutes), new password encrypted, then logged in and home', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 2,
      deriveKey,
      hmacSignatureSecret: 's',
      hmacKeySignatureSecret: 'k',
    });
    const { engine, platform, user } = await openForgot(
      {
        challenge: okReply({ parameters: challenge.parameters, signature: challenge.signature }),
        smsNoLogin: okReply({ expiredMinutes: 10 }),
        resetPasswordByPhone: okReply({ message: 'Password reset', token: 'tok-reset', userName: 'demo_member' }),
      },
      { PHONEPWDRECOVERY: true },
      'login',
    );
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    // The platform names no resend wait: the spec's 60 s (SMS-04), never the code's validity.
    expect(await screen.findByRole('button', { name: 'Send again in 1:00' })).toBeDisabled();
    expect(screen.getByText('A code was sent by SMS. It is valid for 10 minutes.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'better456');
    await user.type(screen.getByLabelText('Confirm new password'), 'better456');
    await user.click(screen.getByRole('button', { name: 'Reset and log in' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/));
    const reset = platform.seen.find((call) => call.name === 'resetPasswordByPhone')!;
    expect(reset.body).toEqual({
      newPassword: 'better456',
      mobileNum: '123456789',
      countryDialingCode: '+60',
      verificationCode: '123456',
    });
    expect(JSON.stringify(reset.wire)).not.toContain('better456');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-reset');
    expect(engine.session.getState().isLogin).toBe(true);
    // The login dialog it was opened from closes too.
    expect(engine.dialogs.getState().stack).toEqual([]);
  });

  it('ERR-13: an expired code shows the catalogue message and keeps every field', async () => {
    const { user } = await openForgot(
      { resetPasswordByPhone: failWith(400, 'SMS_CODE_EXPIRED') },
      { PHONEPWDRECOVERY: true },
    );
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '123456789');
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'better456');
    await user.type(screen.getByLabelText('Confirm new password'), 'better456');
    await user.click(screen.getByRole('button', { name: 'Reset and log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code has expired. Please send a new one.');
    expect(screen.getByLabelText('New password')).toHaveValue('better456');
  });
});
