import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { accountsPlatform, failWith, type AccountRoutes } from '../../../tests/support/accountsPlatform.ts';
import AuthenticatorSetup from './AuthenticatorSetup.tsx';
import { schema } from './schema.ts';

const enrolment = {
  uri: 'otpauth://totp/Aurora:demo_member?issuer=Aurora&secret=6VANDPJ3YYLTHKN7L2WTJPEA54MTTVBC&algorithm=SHA1&digits=6&period=30',
  secret: '6VANDPJ3YYLTHKN7L2WTJPEA54MTTVBC',
  digits: 6,
  period: 30,
};

async function renderSetup(routes: AccountRoutes) {
  const platform = await accountsPlatform(routes);
  const { engine } = await renderWidget(<AuthenticatorSetup {...widgetProps(schema)} />, {
    adapter: platform.adapter,
    member: { id: '1', account: 'demo_member', type: 0 },
  });
  act(() =>
    engine.platform.getState().applyStatus({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      info: { publicKey: platform.publicKey },
    }),
  );
  return { platform, user: userEvent.setup() };
}

describe('AuthenticatorSetup (AUTH-15, CALL-69, CALL-70)', () => {
  it('draws the secret as a QR code and as text, and the first code (sent encrypted) turns it on', async () => {
    const { platform, user } = await renderSetup({
      authenticatorEnrol: okReply(enrolment),
      authenticatorConfirm: okReply({ enabled: true }),
    });
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator' }));
    expect(await screen.findByText('6VAN DPJ3 YYLT HKN7 L2WT JPEA 54MT TVBC')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('Code from the app')).toHaveAccessibleDescription('Please enter the 6-digit code.');
    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '957 682');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your authenticator is on.')).toBeInTheDocument();
    const confirm = platform.seen.find((call) => call.name === 'authenticatorConfirm')!;
    expect(confirm.body).toEqual({ code: '957682' });
    expect(JSON.stringify(confirm.wire)).not.toContain('957682');
  });

  it('a wrong code shows the catalogue message and keeps the QR code up', async () => {
    const { user } = await renderSetup({
      authenticatorEnrol: okReply(enrolment),
      authenticatorConfirm: failWith(400, 'SMS_CODE_INVALID'),
    });
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator' }));
    await user.type(await screen.findByLabelText('Code from the app'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is invalid or missing.');
    await waitFor(() => expect(screen.getByLabelText('Code from the app')).toHaveValue('111111'));
  });

  it('a platform failure on enrolment is said, and the button stays to try again', async () => {
    const { user } = await renderSetup({ authenticatorEnrol: { status: 500, data: 'oops' } });
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Set up an authenticator' })).toBeEnabled();
  });
});
