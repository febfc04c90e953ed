import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { TOKEN_STORAGE_KEY } from '../../../engine/api/tokenStorage.ts';
import { useLocation } from '../../../engine/react/navigation.tsx';
import { REMEMBERED_ACCOUNT_KEY } from '../../../engine/state/rememberedAccount.ts';
import { memberInfoExample } from '../../../schemas/api/entities.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import {
  accountsPlatform,
  failWith,
  type AccountRoutes,
  type SeenCall,
} from '../../../tests/support/accountsPlatform.ts';
import { schema } from './schema.ts';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const member = { ...memberInfoExample, account: 'demo_member', type: 0 };
const agent = { ...memberInfoExample, account: 'demo_agent', type: 1 };
const session = { token: 'tok-1', userName: 'demo_member', firstTimeLogin: 'N', passwordExpired: false };

// Props as the brand build fills them: the schema's defaults under what the brand gives.
const loginDialog = (props: Record<string, unknown> = {}) => ({
  title: 'Log in',
  slots: { main: [{ widget: 'LoginForm', props: widgetProps(schema, props) }] },
});
const dialogs = {
  login: loginDialog(),
  register: { title: 'Open an account', slots: { main: [] } },
  forgotPassword: { title: 'Forgot password', slots: { main: [] } },
  changePassword: { title: 'Change your password', slots: { main: [] } },
};

type ProviderId = 'facebook' | 'google' | 'telegram';
const providersOf = (...ids: ProviderId[]) => ({
  providers: ids.map((id) => ({ id, popupUrl: '/dev-auth/{provider}', messageOrigin: '' })),
});

async function openLogin(
  routes: AccountRoutes,
  options: {
    flags?: Record<string, boolean>;
    props?: Record<string, unknown>;
    language?: string;
    signIn?: ReturnType<typeof providersOf>;
  } = {},
) {
  const platform = await accountsPlatform({
    memberInfo: okReply(member),
    walletBalance: okReply({ balance: '10.00' }),
    ...routes,
  });
  const { engine } = await renderWidget(<Where />, {
    adapter: platform.adapter,
    route: '/',
    language: options.language ?? 'EN',
    brand: {
      dialogs: { ...dialogs, login: loginDialog(options.props) },
      constants: { modalOpenDelayMs: 0 },
      signIn: options.signIn ?? { providers: [] },
    },
    flags: { MOBILEVERCODELOGIN3: false, ...options.flags },
  });
  act(() => {
    engine.platform.getState().applyStatus({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      info: { publicKey: platform.publicKey },
    });
    engine.dialogs.getState().open('login');
  });
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  // The form's chunk loads lazily, as in the site.
  await waitFor(() => expect(dialog.querySelector('form')).not.toBeNull());
  return { engine, platform, dialog, user: userEvent.setup() };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const logins = (seen: SeenCall[]) => seen.filter((call) => call.name === 'login');

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

/** A provider popup as window.open gives it: closable, and closed when the person closes it. */
function fakePopup() {
  const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)) };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

/** What the provider's page posts to its opener (server/devSignIn.ts). */
const answer = (data: Record<string, unknown>, origin = window.location.origin) =>
  act(
    () => void window.dispatchEvent(new MessageEvent('message', { origin, data: { type: 'livery:sign-in', ...data } })),
  );

describe('LoginForm (AUTH-01..16)', () => {
  it('AUTH-02 AUTH-04 VAL-04: trims the username, sends the login encrypted, keeps the token, loads the member and closes', async () => {
    const { engine, platform, user } = await openLogin({ login: okReply(session) });
    await fillAndSubmit(user, '  demo_member  ', 'secret123');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    const [call] = logins(platform.seen);
    expect(call!.body).toEqual({ type: 'username', username: 'demo_member', password: 'secret123' });
    // No password on the wire: only the encrypted envelope travels.
    expect(Object.keys(call!.wire as object).sort()).toEqual(['data', 'iv', 'key']);
    expect(JSON.stringify(call!.wire)).not.toContain('secret123');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(engine.session.getState()).toMatchObject({ isLogin: true, isAgent: false });
  });

  it('VAL-04: empty fields are named and nothing is sent; the first empty field gets focus', async () => {
    const { platform, user } = await openLogin({ login: okReply(session) });
    await user.type(screen.getByLabelText('Password'), '   ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Please enter the username and password.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(logins(platform.seen)).toHaveLength(0);
  });

  it('AUTH-08 ERR-01 VAL-05: a wrong password shows the catalogue message, then the captcha, required, and keeps what was typed', async () => {
    let attempt = 0;
    const { platform, user } = await openLogin({
      login: () => (++attempt === 1 ? failWith(401, 'INVALID_CREDENTIALS', { captcha: true }) : okReply(session)),
      captcha: okReply('iVBORw0KGgo='),
    });
    await fillAndSubmit(user, 'demo_member', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect account or password.');
    expect(screen.queryByText('Platform words.')).toBeNull();
    expect(screen.getByLabelText('Username')).toHaveValue('demo_member');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Captcha')).toHaveAccessibleDescription('Please enter the captcha.');
    expect(logins(platform.seen)).toHaveLength(1);
    await user.type(screen.getByLabelText('Captcha'), ' K7RWP ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(logins(platform.seen)).toHaveLength(2));
    expect(logins(platform.seen)[1]!.body).toMatchObject({ captcha: 'K7RWP', password: 'wrong' });
  });

  it('issue 26 item 9 AUTH-08 VAL-05: after a reload, a captcha the platform asks for is shown and asked for, never called wrong; the retry with it logs in', async () => {
    // The page was reloaded after a failure: the form shows no captcha, the platform wants one.
    const { platform, user } = await openLogin({
      login: (call) =>
        call.body.captcha
          ? okReply(session)
          : failWith(401, 'CAPTCHA_REQUIRED', { captcha: true, field: 'captcha', rule: 'required' }),
      captcha: okReply('iVBORw0KGgo='),
    });
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    await fillAndSubmit(user, 'demo_member', 'secret123');
    const captcha = await screen.findByRole('textbox', { name: 'Captcha' });
    await waitFor(() => expect(captcha).toHaveFocus());
    expect(
      screen.getByText('For your security, type the characters in the picture, then log in again.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByText('The captcha is wrong. Please try the new one.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toBeVisible();
    expect(screen.getByLabelText('Username')).toHaveValue('demo_member');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
    await user.type(captcha, 'K7RWP');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(logins(platform.seen)[1]!.body).toMatchObject({ password: 'secret123', captcha: 'K7RWP' });
  });

  it('issue 26 item 9 ERR-10: a captcha the player typed and got wrong is said to be wrong, with a new image', async () => {
    let attempt = 0;
    const { platform, user } = await openLogin({
      login: () =>
        ++attempt === 1
          ? failWith(401, 'INVALID_CREDENTIALS', { captcha: true })
          : failWith(401, 'CAPTCHA_REQUIRED', { captcha: true, field: 'captcha' }),
      captcha: okReply('iVBORw0KGgo='),
    });
    await fillAndSubmit(user, 'demo_member', 'wrong');
    await user.type(await screen.findByRole('textbox', { name: 'Captcha' }), 'AAAAA');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The captcha is wrong. Please try the new one.');
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
    expect(platform.seen.filter((call) => call.name === 'captcha').length).toBeGreaterThanOrEqual(2);
  });

  it('AUTH-09: the captcha image is refreshed at most once a second', async () => {
    // The clock is the test's: however long the clicks take on a busy machine, no time passes between
    // them unless the test moves it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { platform, user } = await openLogin({
      login: failWith(401, 'INVALID_CREDENTIALS', { captcha: true }),
      captcha: okReply('iVBORw0KGgo='),
    });
    await fillAndSubmit(user, 'demo_member', 'wrong');
    await screen.findByRole('img', { name: /Captcha/ });
    const captchas = () => platform.seen.filter((call) => call.name === 'captcha').length;
    const before = captchas();
    const refresh = screen.getByRole('button', { name: 'New captcha image' });
    await user.click(refresh);
    await user.click(refresh);
    vi.setSystemTime(start + 999);
    await user.click(refresh);
    expect(captchas()).toBe(before);
    vi.setSystemTime(start + 1000);
    await user.click(refresh);
    await waitFor(() => expect(captchas()).toBe(before + 1));
    await user.click(refresh);
    expect(captchas()).toBe(before + 1);
  });

  it('VAL-28 UNSPEC-35: when the platform asks for a challenge, it is solved here and the login sent again with its token', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      hmacSignatureSecret: 's',
      hmacKeySignatureSecret: 'k',
    });
    const { platform, user } = await openLogin({
      login: (call) =>
        call.body.challengeToken ? okReply(session) : failWith(400, 'CHALLENGE_REQUIRED', { challenge: true }),
      challenge: okReply({ parameters: challenge.parameters, signature: challenge.signature }),
    });
    await fillAndSubmit(user, 'demo_member', 'secret123');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    const token = String(logins(platform.seen)[1]!.body.challengeToken);
    const payload = JSON.parse(atob(token)) as { challenge: unknown; solution: { counter: number } };
    expect(payload.solution.counter).toBe(3);
    expect(platform.seen.find((call) => call.name === 'challenge')!.params).toEqual({ action: 'login' });
  });

  it('AUTH-15 UNSPEC-47: a login from a new address goes on to verification by SMS code, then in', async () => {
    const verification = {
      ticket: 'vt_0123456789abcdef',
      methods: ['sms', 'totp'],
      destinations: { sms: '+60*****789' },
      expiresInSeconds: 900,
    };
    const { engine, platform, user } = await openLogin({
      login: failWith(403, 'VERIFICATION_REQUIRED', { verification }),
      loginVerificationSend: okReply({ expiredMinutes: 10, destination: '+60*****789' }),
      loginVerify: (call) => (call.body.code === '482913' ? okReply(session) : failWith(400, 'SMS_CODE_INVALID')),
    });
    await fillAndSubmit(user, 'demo_member', 'secret123');
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'SMS code' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent to +60*****789.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send again in \d:\d\d/ })).toBeDisabled();
    await user.type(screen.getByLabelText('Verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is invalid or missing.');
    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '482 913');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    await waitFor(() => expect(engine.session.getState().isLogin).toBe(true));
    const verify = platform.seen.filter((call) => call.name === 'loginVerify').at(-1)!;
    expect(verify.body).toEqual({ ticket: verification.ticket, method: 'sms', code: '482913', rememberDevice: true });
    expect(JSON.stringify(verify.wire)).not.toContain('482913');
  });

  it('AUTH-15: an expired verification sends the player back to the login form with the reason', async () => {
    const verification = { ticket: 'vt_0123456789abcdef', methods: ['totp'], expiresInSeconds: 900 };
    const { user } = await openLogin({
      login: failWith(403, 'VERIFICATION_REQUIRED', { verification }),
      loginVerify: failWith(400, 'VERIFICATION_TICKET_INVALID'),
    });
    await fillAndSubmit(user, 'demo_member', 'secret123');
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The confirmation has expired. Please log in again.');
    expect(screen.getByLabelText('Username')).toHaveValue('demo_member');
  });

  it('AUTH-01 AUTH-03 SMS-01 SMS-04 SMS-05: with MOBILEVERCODELOGIN3 an SMS tab sends a code (after a challenge), waits the platform’s resend time, and logs in by the code', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 1,
      deriveKey,
      hmacSignatureSecret: 's',
      hmacKeySignatureSecret: 'k',
    });
    const { platform, user } = await openLogin(
      {
        challenge: okReply({ parameters: challenge.parameters, signature: challenge.signature }),
        smsNoLogin: okReply({ expiredMinutes: 10, resendSeconds: 45 }),
        login: okReply(session),
      },
      { flags: { MOBILEVERCODELOGIN3: true } },
    );
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Please enter your mobile number.');
    await user.type(screen.getByLabelText('Mobile number'), ' 123456789 ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Send again in 0:45' })).toBeDisabled();
    const sms = platform.seen.find((call) => call.name === 'smsNoLogin')!;
    expect(sms.body).toMatchObject({ mobileNum: '123456789', countryDialingCode: '+60' });
    expect(sms.body.challengeToken).toEqual(expect.any(String));
    await user.type(screen.getByLabelText('SMS code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(logins(platform.seen)).toHaveLength(1));
    expect(logins(platform.seen)[0]!.body).toEqual({
      type: 'sms',
      username: '123456789',
      password: '654321',
      countryDialingCode: '+60',
    });
  });

  it('FLAG-06: without MOBILEVERCODELOGIN3 there is no SMS tab', async () => {
    await openLogin({});
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });

  it('AUTH-06: an expired password after a password login opens the change-password dialog, forced', async () => {
    const { engine, user } = await openLogin({ login: okReply({ ...session, passwordExpired: true }) });
    await fillAndSubmit(user, 'demo_member', 'secret123');
    expect(await screen.findByRole('dialog', { name: 'Change your password' })).toBeInTheDocument();
    expect(engine.dialogs.getState().stack.at(-1)).toMatchObject({ id: 'changePassword', params: { forced: true } });
  });

  it('AUTH-10 ERR-16: the agent page refuses a member, whose session ends again', async () => {
    const { engine, user } = await openLogin(
      { login: okReply(session) },
      { props: { audience: 'agent', afterLogin: '/agentHome' } },
    );
    expect(screen.queryByRole('button', { name: 'No account? Register' })).toBeNull();
    await fillAndSubmit(user, 'demo_member', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in here.');
    expect(engine.session.getState().isLogin).toBe(false);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });

  it('AUTH-07 AUTH-10: the agent page takes an agent on to /agentHome', async () => {
    const { engine, user } = await openLogin(
      { login: okReply({ ...session, userName: 'demo_agent' }), memberInfo: okReply(agent) },
      { props: { audience: 'agent', afterLogin: '/agentHome' } },
    );
    await fillAndSubmit(user, 'demo_agent', 'secret123');
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/agentHome'));
    expect(engine.session.getState().isAgent).toBe(true);
  });

  it('AUTH-11 ERR-18: the platform refusing a non-member account shows the catalogue text', async () => {
    const { user } = await openLogin({ login: failWith(403, 'NON_MEMBER_LOGIN') });
    await fillAndSubmit(user, 'backoffice', 'secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account cannot log in as a member.');
  });

  it('AUTH-14: remember me keeps the account name (never the password) for the next visit', async () => {
    const { user } = await openLogin({ login: okReply(session) });
    await user.type(screen.getByLabelText('Username'), 'demo_member');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me for 24 hours' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(localStorage.getItem(REMEMBERED_ACCOUNT_KEY)).toContain('demo_member'));
    expect(localStorage.getItem(REMEMBERED_ACCOUNT_KEY)).not.toContain('secret123');
    document.body.innerHTML = '';
    await openLogin({});
    expect(screen.getByLabelText('Username')).toHaveValue('demo_member');
    expect(screen.getByRole('checkbox', { name: 'Remember me for 24 hours' })).toBeChecked();
  });

  it.each<[string, FakeReply]>([
    ['a 500', { status: 500, data: 'Internal Server Error' }],
    ['a timeout', 'timeout'],
    ['nonsense', { status: 200, data: '<html>' }],
  ])('ERR-19 ERR-20 ERR-23: %s leaves the form usable with a message and what was typed', async (_what, reply) => {
    const { user } = await openLogin({ login: reply });
    await fillAndSubmit(user, 'demo_member', 'secret123');
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByLabelText('Username')).toHaveValue('demo_member');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('AUTH-01: links to registration and to the forgotten password', async () => {
    const { user } = await openLogin({});
    await user.click(screen.getByRole('button', { name: 'No account? Register' }));
    expect(await screen.findByRole('dialog', { name: 'Open an account' })).toBeInTheDocument();
    const login = screen.getByRole('dialog', { name: 'Log in', hidden: true });
    expect(within(login).getByRole('button', { name: 'Forgot password?', hidden: true })).toBeInTheDocument();
  });

  describe('third-party sign-in (AUTH-13, UNSPEC-34)', () => {
    it('shows one button per provider the brand lists, in its order; none without providers', async () => {
      await openLogin({}, { signIn: providersOf('google', 'facebook') });
      const group = screen.getByRole('group', { name: 'Or log in with' });
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Continue with Google', 'Continue with Facebook']);
      document.body.innerHTML = '';
      await openLogin({});
      expect(screen.queryByRole('group', { name: 'Or log in with' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    });

    it('opens the provider popup centred, takes its token and logs in with CALL-04 type provider, never forcing a password change', async () => {
      const { popup, open } = fakePopup();
      const removed = vi.spyOn(window, 'removeEventListener');
      const { engine, platform, user } = await openLogin(
        { login: okReply({ ...session, passwordExpired: true }) },
        { signIn: providersOf('telegram') },
      );
      await user.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
      expect(open).toHaveBeenCalledWith(
        `${window.location.origin}/dev-auth/telegram`,
        'livery-sign-in-telegram',
        expect.stringMatching(/width=480,height=640,left=\d+,top=\d+/),
      );
      expect(screen.getByText('Waiting for Telegram…')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Continue with Telegram' })).toBeDisabled();
      // Another provider's answer is not this one's.
      answer({ provider: 'google', providerToken: 'dev.other' });
      answer({ provider: 'telegram', providerToken: 'dev.token' });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
      expect(logins(platform.seen).map((call) => call.body)).toEqual([
        { type: 'provider', provider: 'telegram', providerToken: 'dev.token' },
      ]);
      expect(engine.session.getState().isLogin).toBe(true);
      expect(engine.dialogs.getState().stack).toEqual([]);
      expect(removed).toHaveBeenCalledWith('message', expect.any(Function));
      expect(popup.close).not.toHaveBeenCalled();
    });

    it('ignores a message from another origin', async () => {
      const { popup } = fakePopup();
      const { platform, user } = await openLogin({ login: okReply(session) }, { signIn: providersOf('google') });
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      answer({ provider: 'google', providerToken: 'dev.forged' }, 'https://evil.example');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logins(platform.seen)).toEqual([]);
      // The right origin still gets through afterwards.
      answer({ provider: 'google', providerToken: 'dev.token' });
      await waitFor(() => expect(logins(platform.seen)).toHaveLength(1));
      expect(logins(platform.seen)[0]!.body).toMatchObject({ providerToken: 'dev.token' });
      expect(popup.closed).toBe(false);
    });

    it('ERR-14: a popup closed without a token says so and the buttons work again', async () => {
      const { popup } = fakePopup();
      const { platform, user } = await openLogin(
        { login: okReply(session) },
        { signIn: providersOf('google', 'facebook') },
      );
      await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
      popup.closed = true;
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The sign-in popup was closed before you signed in, so login failed. Please try again.',
      );
      expect(logins(platform.seen)).toEqual([]);
      expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
      expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    });

    it('ERR-22: a popup the browser blocks says so; nothing is sent', async () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      const { platform, user } = await openLogin({ login: okReply(session) }, { signIn: providersOf('google') });
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The popup was blocked. Please allow popups for this site and try again.',
      );
      expect(logins(platform.seen)).toEqual([]);
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    });

    it('a platform refusal of the provider shows the catalogue text', async () => {
      fakePopup();
      const { user } = await openLogin({ login: failWith(403, 'FEATURE_DISABLED') }, { signIn: providersOf('google') });
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      answer({ provider: 'google', providerToken: 'dev.token' });
      expect(await screen.findByRole('alert')).toHaveTextContent('This is not offered on this site.');
    });

    it('closing the login dialog closes a popup still open', async () => {
      const { popup } = fakePopup();
      const { engine, user } = await openLogin({}, { signIn: providersOf('google') });
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      act(() => engine.dialogs.getState().close());
      await waitFor(() => expect(popup.close).toHaveBeenCalled());
    });

    it('speaks the player language (CN)', async () => {
      await openLogin({}, { language: 'CN', signIn: providersOf('google') });
      expect(screen.getByRole('button', { name: '使用 Google 继续' })).toBeInTheDocument();
    });
  });

  it('speaks the player language (CN)', async () => {
    await openLogin({}, { language: 'CN' });
    expect(screen.getByLabelText('用户名')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });
});
