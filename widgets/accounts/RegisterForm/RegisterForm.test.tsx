import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  decryptPayload,
  generateKeyPair,
  isEncryptedPayload,
  type GatewayKeyPair,
} from '../../../engine/api/crypto.ts';
import {
  byName,
  failReply,
  fakePlatform,
  okReply,
  type FakeReply,
  type FakeRoutes,
} from '../../../tests/support/fakePlatform.ts';
import type { Engine } from '../../../engine/react/context.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { useLocation } from '../../../engine/react/navigation.tsx';
import type { EncryptedPayload } from '../../../schemas/api/entities.ts';
import { renderWidget, type RenderOptions } from '../../../tests/support/renderWidget.tsx';
import RegisterForm from './RegisterForm.tsx';
import { schema } from './schema.ts';

const SECRET = 'test-challenge-secret';
let keys: GatewayKeyPair;
let challenge: Challenge;

beforeAll(async () => {
  keys = await generateKeyPair();
  // A challenge the form solves in a few rounds, signed as the platform signs its own.
  challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 3,
    deriveKey,
    hmacSignatureSecret: SECRET,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

const RULES = {
  username: { enabled: true, required: true, pattern: 1, min: 4, max: 16 },
  password: { enabled: true, required: true, pattern: 5, min: 6, max: 20 },
  mobileNum: { enabled: false, required: false, pattern: 6, min: 7, max: 15 },
  affiliateCode: { enabled: false, required: false, pattern: 4, min: 1, max: 30 },
  captcha: { enabled: false, required: false, pattern: '*' },
};

const USERNAME_ONLY = { USERNAMEREG: true, MOBILENUMREG3: false };
const MOBILE_ONLY = { USERNAMEREG: false, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: false };
const MEMBER = { id: '900', account: 'new_player', type: 0 };

/** The fake platform, also keeping each request's body (the fake platform records paths and params only). */
function platform(routes: FakeRoutes = {}, rules: Record<string, unknown> = RULES) {
  const fake = fakePlatform({
    ...byName({
      registerSettings: okReply(rules),
      challenge: okReply(challenge),
      captcha: okReply('iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB'),
      memberInfo: okReply(MEMBER),
      walletBalance: okReply({ balance: '0.00' }),
    }),
    ...routes,
  });
  // Bodies as the platform reads them: an encrypted one (sign-up, SMS sends) after decryption.
  const bodies: { path: string; body: unknown; wire: unknown }[] = [];
  const adapter: typeof fake.adapter = async (config) => {
    const wire: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const body = isEncryptedPayload(wire) ? await decryptPayload(keys.privateKey, wire) : wire;
    bodies.push({ path: config.url ?? '', body, wire });
    return fake.adapter(config);
  };
  const count = (path: string) => fake.seen.filter((request) => request.path === path).length;
  return { adapter, seen: fake.seen, bodies, count };
}

async function show(routes: FakeRoutes = {}, options: RenderOptions & { rules?: Record<string, unknown> } = {}) {
  const fake = platform(routes, options.rules);
  const result = await renderWidget(<RegisterForm {...widgetProps(schema)} />, {
    flags: USERNAME_ONLY,
    ...options,
    adapter: fake.adapter,
  });
  result.engine.platform.setState({ publicKey: keys.publicKeySpkiBase64 });
  return { ...result, ...fake };
}

const field = (name: RegExp | string) => screen.getByLabelText(name, { selector: 'input' });

async function fillUsernameForm(
  user: ReturnType<typeof userEvent.setup>,
  values = { username: 'newplayer', password: 'Secret123' },
) {
  await user.type(field(/^Username/), values.username);
  await user.type(field(/^Password/), values.password);
  await user.type(field(/^Confirm password/), values.password);
  await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
}

const REGISTER_PATH = '/wps/member/register';

describe('RegisterForm: tabs and rules (REG-01, REG-02, VAL-01..VAL-03)', () => {
  it('REG-01 FLAG-01 FLAG-10: a username and a mobile tab where both switches are on, arrow keys move between them', async () => {
    const user = userEvent.setup();
    await show({}, { flags: { USERNAMEREG: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: true } });
    const tabs = within(screen.getByRole('tablist', { name: 'Ways to register' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Username', 'Mobile number']);
    expect(field(/^Username/)).toBeInTheDocument();
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveFocus();
    expect(screen.queryByLabelText(/^Username/)).toBeNull();
    expect(field(/^Mobile number/)).toBeRequired();
    expect(field(/^Password/)).toBeRequired();
  });

  it('REG-01: one tab only → no tab list', async () => {
    await show({}, { flags: MOBILE_ONLY });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(field(/^Mobile number/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it('REG-02 FLAG-14 UNSPEC-70: the platform rules (CALL-11) decide which fields show and which are required', async () => {
    await show(
      {},
      {
        rules: {
          ...RULES,
          payeeName: { enabled: true, required: true, pattern: 13, min: 2, max: 50 },
          email: { enabled: true, required: false, pattern: 3, min: 5, max: 100 },
          qqNum: { enabled: false, required: true, pattern: 6 },
        },
      },
    );
    expect(await screen.findByLabelText(/^Real name/)).toBeRequired();
    expect(field(/^E-mail \(optional\)/)).not.toBeRequired();
    expect(screen.queryByLabelText(/^QQ/)).toBeNull();
  });

  it('VAL-01: the hint gives the bounds, a single number when min equals max, and what the pattern accepts', async () => {
    await show(
      {},
      { rules: { ...RULES, paymentPassword: { enabled: true, required: true, pattern: 6, min: 6, max: 6 } } },
    );
    const payment = await screen.findByLabelText(/^Payment password/);
    expect(payment).toHaveAccessibleDescription('6 characters · digits only');
    expect(field(/^Username/)).toHaveAccessibleDescription(
      '4 - 16 characters · a letter first, then letters and digits',
    );
  });
});

describe('RegisterForm: validation (VAL-*, PAT-*)', () => {
  it('VAL-24 PAT-01: a username that breaks its pattern is marked on blur, tied to the field', async () => {
    const user = userEvent.setup();
    await show();
    await user.type(field(/^Username/), '9lives');
    await user.tab();
    const username = field(/^Username/);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(expect.stringContaining('Account format is incorrect'));
  });

  it('VAL-21 VAL-13 VAL-14 VAL-27: on submit every message shows, the first invalid field gets focus, nothing is sent', async () => {
    const user = userEvent.setup();
    const { count } = await show();
    await user.type(field(/^Username/), 'newplayer');
    await user.type(field(/^Password/), 'abc1');
    await user.type(field(/^Confirm password/), 'abc2');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(field(/^Password/)).toHaveFocus();
    expect(field(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('Please fill in your password with 6 - 20 characters'),
    );
    expect(field(/^Confirm password/)).toHaveAccessibleDescription('Incorrect confirmation input');
    expect(screen.getByRole('checkbox', { name: /agree to the terms/ })).toHaveAccessibleDescription(
      'Please agree to the terms',
    );
    expect(count(REGISTER_PATH)).toBe(0);
    await user.clear(field(/^Username/));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(field(/^Username/)).toHaveFocus();
    expect(field(/^Username/)).toHaveAccessibleDescription(expect.stringContaining('Input cannot be empty'));
  });

  it('VAL-25 PAT-05: a password without a digit fails its pattern; fixing it clears the message', async () => {
    const user = userEvent.setup();
    await show();
    await user.type(field(/^Password/), 'onlyletters');
    await user.tab();
    expect(field(/^Password/)).toHaveAccessibleDescription(expect.stringContaining('Password format is incorrect'));
    await user.type(field(/^Password/), '7');
    expect(field(/^Password/)).not.toHaveAttribute('aria-invalid');
  });

  it('VAL-22 PAT-20: a real name needs a first and last name separated by a space (any script)', async () => {
    const user = userEvent.setup();
    await show({}, { rules: { ...RULES, payeeName: { enabled: true, required: true, pattern: 20, min: 2, max: 50 } } });
    const name = await screen.findByLabelText(/^Real name/);
    await user.type(name, 'Madonna');
    await user.tab();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Real name format is incorrect'));
    await user.clear(name);
    await user.type(name, 'Nguyễn Văn');
    await user.tab();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('I18N: the messages come in the player’s language', async () => {
    const user = userEvent.setup();
    await show({}, { language: 'CN' });
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(screen.getByLabelText(/^用户名/, { selector: 'input' })).toHaveAccessibleDescription(
      expect.stringContaining('输入不能为空'),
    );
  });
});

describe('RegisterForm: SMS code (REG-04, SMS-02..SMS-06, VAL-11, VAL-12)', () => {
  it('VAL-12 SMS-02 SMS-04: the number is checked before a code is asked; the button then waits 60 s, not the code’s 10 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // A platform that names only the code's validity: the wait is the spec's 60 s (SMS-04, UNSPEC-76).
    const { bodies, count } = await show(
      { ...byName({ smsRegister: okReply({ expiredMinutes: 10 }) }) },
      { flags: MOBILE_ONLY },
    );
    const send = screen.getByRole('button', { name: 'Send code' });
    await user.click(send);
    expect(field(/^Mobile number/)).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid mobile number'),
    );
    expect(field(/^Mobile number/)).toHaveFocus();
    expect(count('/wps/verification/sms/register')).toBe(0);

    await user.type(field(/^Mobile number/), '123456789');
    act(() => void vi.advanceTimersByTime(1000));
    await user.click(send);
    expect(await screen.findByRole('button', { name: 'Send again in 1:00' })).toBeDisabled();
    const sms = bodies.find((entry) => entry.path === '/wps/verification/sms/register')!;
    const sent = sms.body as Record<string, string>;
    // The challenge's answer never travels in plain text: the send is encrypted (UNSPEC-20).
    expect(Object.keys(sms.wire as object).sort()).toEqual(['data', 'iv', 'key']);
    expect(JSON.stringify(sms.wire)).not.toContain(String(sent.challengeToken));
    expect(sent).toMatchObject({ mobileNo: '123456789', countryDialingCode: '+60' });
    expect(sent.challengeToken).toEqual(expect.any(String));
    expect(screen.getByText('A code was sent by SMS. It is valid for 10 minutes.')).toBeInTheDocument();

    // The countdown's ticking starts in an effect after the paint that shows 1:00: let it start
    // before moving the clock (on a busy runner the paint can come first).
    await act(async () => undefined);
    act(() => void vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Send again in 0:30' })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('issue 26 item 1: while the code is on its way (challenge, then the send) the button says so and is busy', async () => {
    const user = userEvent.setup();
    await show({ ...byName({ smsRegister: 'hang' }) }, { flags: MOBILE_ONLY });
    await user.type(field(/^Mobile number/), '123456789');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toHaveAttribute('aria-busy', 'true');
    expect(sending).toBeDisabled();
  });

  it('SMS-04 ERR-07: a send the platform refuses as too soon waits the seconds it names, said in the player’s words', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await show(
      {
        ...byName({
          smsRegister: {
            status: 429,
            data: {
              success: false,
              code: 'TOO_MANY_REQUESTS',
              message: 'Please wait 42 seconds before asking for another code.',
              retryAfter: 42,
            },
          },
        }),
      },
      { flags: MOBILE_ONLY },
    );
    await user.type(field(/^Mobile number/), '123456789');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Send again in 0:42' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A code was sent to this number a moment ago: you can ask for another when the button allows it.',
    );
    await act(async () => undefined);
    act(() => void vi.advanceTimersByTime(42_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('SMS-05 CONST-14 ERR-03: presses closer than a second apart are ignored; a refused send shows the platform message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { count } = await show(
      {
        ...byName({
          smsRegister: failReply(429, 'TOO_MANY_REQUESTS', 'Please wait a second before asking for another code.'),
        }),
      },
      { flags: MOBILE_ONLY },
    );
    await user.type(field(/^Mobile number/), '123456789');
    const send = screen.getByRole('button', { name: 'Send code' });
    await user.click(send);
    expect(await screen.findByText('Please wait a second before asking for another code.')).toBeInTheDocument();
    await user.click(send);
    await user.click(send);
    expect(count('/wps/verification/sms/register')).toBe(1);
    act(() => void vi.advanceTimersByTime(1000));
    await user.click(send);
    await waitFor(() => expect(count('/wps/verification/sms/register')).toBe(2));
  });

  it('SMS-06 FLAG-13 SMS-04: with the country-code switch on, a flagged dialing-code list; the chosen code is sent; the platform’s wait is kept', async () => {
    const user = userEvent.setup();
    const { bodies } = await show(
      { ...byName({ smsRegister: okReply({ expiredMinutes: 10, resendSeconds: 90 }) }) },
      { flags: { ...MOBILE_ONLY, COUNTRYCODEDISPLAY: true } },
    );
    const codes = screen.getByRole('combobox', { name: 'Country code' });
    expect(within(codes).getByRole('option', { name: '🇸🇬 SG +65' })).toBeInTheDocument();
    await user.selectOptions(codes, '+65');
    await user.type(field(/^Mobile number/), '91234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Send again in 1:30' })).toBeDisabled();
    expect(bodies.find((entry) => entry.path === '/wps/verification/sms/register')?.body).toMatchObject({
      mobileNo: '91234567',
      countryDialingCode: '+65',
    });
  });

  it('VAL-11: the SMS code is required in the mobile form', async () => {
    const user = userEvent.setup();
    await show({}, { flags: MOBILE_ONLY });
    await user.type(field(/^Mobile number/), '123456789');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(field(/^SMS code/)).toHaveFocus();
    expect(field(/^SMS code/)).toHaveAccessibleDescription('Please enter a valid verification code');
  });
});

describe('RegisterForm: captcha and affiliate code (REG-03, REG-05, ERR-04)', () => {
  it('REG-03 CONST-12: the captcha image shows where the rule is on and is refreshed at most once a second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    const user = userEvent.setup();
    const { count } = await show({}, { rules: { ...RULES, captcha: { enabled: true, required: true, pattern: '*' } } });
    const image = await screen.findByRole('img', { name: 'Captcha image' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB');
    const refresh = screen.getByRole('button', { name: 'New captcha image' });
    vi.setSystemTime(Date.now() + 1000);
    await user.click(refresh);
    await user.click(refresh);
    await user.click(refresh);
    await waitFor(() => expect(count('/wps/captcha')).toBe(2));
    vi.setSystemTime(Date.now() + 1000);
    await user.click(refresh);
    await waitFor(() => expect(count('/wps/captcha')).toBe(3));
  });

  it('VAL-05: a shown captcha is required', async () => {
    const user = userEvent.setup();
    await show({}, { rules: { ...RULES, captcha: { enabled: true, required: false, pattern: '*' } } });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveFocus();
    expect(screen.getByText('Please enter the captcha')).toBeInTheDocument();
  });

  it('UNSPEC-71 REG-05 REG-07 ERR-04 VAL-16: a referral link fills the code; a refused code warns and stops the sign-up', async () => {
    const user = userEvent.setup();
    const { seen, count } = await show(
      { ...byName({ affiliateCheck: okReply({ valid: false }) }) },
      {
        route: '/register?affiliate=AGENT99',
        rules: { ...RULES, affiliateCode: { enabled: true, required: true, pattern: 4, min: 1, max: 30 } },
      },
    );
    const code = await screen.findByLabelText(/^Invitation code/);
    expect(code).toHaveValue('AGENT99');
    expect(code).toHaveAttribute('readonly');
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(warning).toHaveAccessibleDescription('Invitation code error');
    expect(seen.find((request) => request.path === '/wps/agent/affiliate')?.params).toEqual({
      code: 'AGENT99',
      domain: 'localhost',
    });
    expect(count(REGISTER_PATH)).toBe(0);
    const confirm = within(warning).getByRole('button', { name: 'OK' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(code).toHaveFocus();
    expect(code).not.toHaveAttribute('readonly');
    expect(code).toHaveAccessibleDescription('Invalid invitation code');
  });
});

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

/** The form in the register dialog, as /register opens it; `help` adds a screen opening /help in a help dialog. */
async function showInDialog(
  routes: FakeRoutes,
  { help = false, flags = USERNAME_ONLY as Record<string, boolean> } = {},
) {
  const fake = platform(routes);
  const register = {
    title: 'dialog.register',
    slots: { main: [{ widget: 'RegisterForm', props: widgetProps(schema) }] },
  };
  const result = await renderWidget(<Where />, {
    flags,
    route: '/register',
    adapter: fake.adapter,
    brand: help
      ? {
          screens: { home: { paths: ['/'], opens: { '/register': 'register', '/help': 'help' }, slots: { main: [] } } },
          dialogs: { register, help: { title: 'Help centre', size: 'large', slots: { main: [] } } },
        }
      : { dialogs: { register } },
  });
  const engine: Engine = result.engine;
  engine.platform.setState({ publicKey: keys.publicKeySpkiBase64 });
  act(() => void engine.dialogs.getState().open('register'));
  await screen.findByRole('button', { name: 'Register' }, { timeout: 3000 });
  return { ...result, ...fake };
}

describe('RegisterForm: the end of a sign-up (issue 26 item 11, UNSPEC-51)', () => {
  it('a phone sign-up is told the username the platform made, can copy it, and learns how to log in; the session is its first login', async () => {
    const user = userEvent.setup();
    const { engine, bodies } = await showInDialog(
      {
        ...byName({
          registerMobile: okReply({ token: 'tok_m', userName: 'm123987655', firstTimeLogin: 'F' }),
          // The platform counts the sign-up's session as the first login: member info already says N.
          memberInfo: okReply({ ...MEMBER, account: 'm123987655', firstTimeLogin: 'N' }),
        }),
      },
      { flags: { ...MOBILE_ONLY, MOBILEVERCODELOGIN3: true } },
    );
    await user.type(field(/^Mobile number/), '123987655');
    await user.type(field(/^SMS code/), '123456');
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const end = within(screen.getByRole('dialog'));
    expect(await end.findByRole('heading', { name: 'Welcome! Your account is ready.' })).toHaveFocus();
    expect(end.getByText('Your username')).toBeVisible();
    expect(end.getByText('m123987655')).toBeVisible();
    expect(end.getByText('Log in with your mobile number and an SMS code.')).toBeVisible();
    await user.click(end.getByRole('button', { name: 'Copy username' }));
    expect(await end.findByText('Copied: m123987655')).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe('m123987655');
    // The first-login popups (execution A) go by this: shown once, after this dialog.
    expect(engine.session.getState().member).toMatchObject({ account: 'm123987655', firstTimeLogin: 'F' });
    expect(bodies.find((entry) => entry.path === '/wps/member/register/mobile')!.body).toMatchObject({
      mobileNum: '123987655',
      verificationCode: '123456',
    });

    await user.click(end.getByRole('button', { name: 'Start playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });

  it('speaks the player language (MY): the end of a sign-up in Malay', async () => {
    const user = userEvent.setup();
    await show(
      { ...byName({ register: okReply({ token: 'tok_new', userName: 'pemain01', firstTimeLogin: 'F' }) }) },
      { language: 'MY' },
    );
    await user.type(field(/^Nama pengguna/), 'pemain01');
    await user.type(field(/^Kata laluan/), 'Secret123');
    await user.type(field(/^Sahkan kata laluan/), 'Secret123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByRole('heading', { name: 'Selamat datang! Akaun anda sudah sedia.' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Salin nama pengguna' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mula bermain' })).toBeVisible();
  });
});

describe('RegisterForm: the terms (REG-06, issue 26 item 4)', () => {
  it('REG-06: "Read the terms" opens them over the form, at the terms; closing them finds the form as it was', async () => {
    const user = userEvent.setup();
    const { engine } = await showInDialog({}, { help: true });
    await user.type(field(/^Username/), 'newplayer');
    await user.click(screen.getByRole('checkbox', { name: /agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Read the terms' }));
    const terms = await screen.findByRole('dialog', { name: 'Help centre' });
    // Over the registration dialog, at the terms; the address stays, so the route's dialog stays open.
    expect(engine.dialogs.getState().stack.map(({ id, params }) => ({ id, params }))).toEqual([
      { id: 'register', params: {} },
      { id: 'help', params: { anchor: 'term' } },
    ]);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/register$/);
    await user.click(within(terms).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help centre' })).toBeNull());
    expect(field(/^Username/)).toHaveValue('newplayer');
    expect(screen.getByRole('checkbox', { name: /agree to the terms/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Read the terms' })).toHaveFocus();
  });

  it('REG-06: terms on a page no dialog shows open in a new tab, so the form stays', async () => {
    await renderWidget(<RegisterForm {...widgetProps(schema, { termsLink: '/terms' })} />, {
      flags: USERNAME_ONLY,
      adapter: platform().adapter,
    });
    const link = screen.getByRole('link', { name: /^Read the terms/ });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Read the terms (opens in a new tab)');
  });
});

describe('RegisterForm: sending (REG-07..REG-09, ERR-*)', () => {
  it('REG-07 REG-08 REG-09 CONST-43: an encrypted CALL-09 with a solved challenge; then signed in, the username said, the dialog closes, home', async () => {
    const user = userEvent.setup();
    const { engine, bodies } = await showInDialog({
      ...byName({ register: okReply({ token: 'tok_new', userName: 'newplayer' }) }),
    });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(engine.session.getState().isLogin).toBe(true));
    // Issue 26 item 11: the sign-up ends by telling the player the account's name; then home.
    const end = within(screen.getByRole('dialog'));
    expect(await end.findByRole('heading', { name: 'Welcome! Your account is ready.' })).toHaveFocus();
    expect(end.getByText('newplayer')).toBeVisible();
    expect(end.getByText('Log in with this username and your password.')).toBeVisible();
    await user.click(end.getByRole('button', { name: 'Start playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
    expect(engine.gateway.getToken()).toBe('tok_new');

    const wire = bodies.find((entry) => entry.path === REGISTER_PATH)!.wire as EncryptedPayload;
    expect(Object.keys(wire).sort()).toEqual(['data', 'iv', 'key']);
    expect(JSON.stringify(wire)).not.toContain('Secret123');
    const sent = (await decryptPayload(keys.privateKey, wire)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      username: 'newplayer',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      registerMethod: 'WEB',
      login: true,
      domain: 'localhost',
    });
    expect(sent.registerUrl).toMatch(/^http/);
    const payload = JSON.parse(atob(sent.challengeToken as string)) as Parameters<typeof verifySolution>[0];
    await expect(
      verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: SECRET,
      }),
    ).resolves.toMatchObject({ verified: true });
  });

  it('ERR-23 UNSPEC-16: a 500 shows the catalogue message with a retry, and what was typed stays; the retry sends again', async () => {
    const user = userEvent.setup();
    let answer = failReply(500, 'UNKNOWN');
    const { count, engine } = await show({ [REGISTER_PATH]: () => answer });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown or system error. Please try again later.');
    expect(screen.queryByText('UNKNOWN')).toBeNull();
    expect(field(/^Username/)).toHaveValue('newplayer');
    expect(field(/^Password/)).toHaveValue('Secret123');
    expect(screen.getByRole('checkbox', { name: /agree to the terms/ })).toBeChecked();
    answer = okReply({ token: 'tok_retry' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(engine.session.getState().isLogin).toBe(true));
    expect(count(REGISTER_PATH)).toBe(2);
  });

  it('ERR-20 ERR-23: a timeout or a malformed answer leaves the form usable with its message', async () => {
    const user = userEvent.setup();
    let answer: FakeReply = 'timeout';
    await show({ [REGISTER_PATH]: () => answer });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The page is taking too long to open. Please check your network.',
    );
    answer = { status: 200, data: '<html>not an answer</html>' };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Unknown or system error. Please try again later.'),
    );
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(field(/^Username/)).toHaveValue('newplayer');
  });

  it('a taken username is said next to the field in the player’s words, never as a code', async () => {
    const user = userEvent.setup();
    await show({ [REGISTER_PATH]: failReply(409, 'USERNAME_TAKEN', 'This username is already taken.') });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(field(/^Username/)).toHaveAccessibleDescription(expect.stringContaining('This username is already taken')),
    );
    expect(field(/^Username/)).toHaveFocus();
    expect(screen.queryByText(/USERNAME_TAKEN/)).toBeNull();
  });

  it('VAL-28: a challenge the platform refuses asks to verify again', async () => {
    const user = userEvent.setup();
    await show({
      [REGISTER_PATH]: failReply(400, 'CHALLENGE_REQUIRED', 'The verification failed, please verify again.'),
    });
    await fillUsernameForm(user);
    fireEvent.submit(screen.getByRole('button', { name: 'Register' }).closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete verification first');
  });
});

describe('RegisterForm: limits at registration (issue 29, RG-31)', () => {
  const UKGC = { brand: { compliance: { profile: 'ukgc' as const } } };

  it('RG-31: under a licence that asks for it, the form offers optional daily, weekly and monthly deposit limits; a wrong one is said and nothing is sent', async () => {
    const user = userEvent.setup();
    const { count } = await show({}, UKGC);
    const group = screen.getByRole('group', { name: 'Deposit limits' });
    expect(group).toHaveAccessibleDescription(/applies from your first deposit/);
    const daily = within(group).getByLabelText(/^Daily deposit limit/);
    expect(daily).not.toBeRequired();
    await fillUsernameForm(user);
    await user.type(daily, '-5');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(daily).toHaveFocus();
    expect(daily).toHaveAccessibleDescription('Enter an amount above zero, for example 100, or leave it empty.');
    expect(count(REGISTER_PATH)).toBe(0);
    // The message goes as soon as the value is right.
    await user.clear(daily);
    await user.type(daily, '50');
    expect(daily).not.toHaveAccessibleDescription(/above zero/);
  });

  it('RG-31: the limits given go with the sign-up as the platform writes amounts; the empty ones are no limit', async () => {
    const user = userEvent.setup();
    const { engine, bodies } = await show(
      { ...byName({ register: okReply({ token: 'tok_new', userName: 'newplayer' }) }) },
      UKGC,
    );
    await fillUsernameForm(user);
    await user.type(screen.getByLabelText(/^Daily deposit limit/), '50');
    await user.type(screen.getByLabelText(/^Monthly deposit limit/), '1,000.5');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(engine.session.getState().isLogin).toBe(true));
    const sent = bodies.find((entry) => entry.path === REGISTER_PATH)!.body as Record<string, unknown>;
    expect(sent.gamingLimits).toEqual([
      { kind: 'deposit', period: 'day', amount: '50.00' },
      { kind: 'deposit', period: 'month', amount: '1000.50' },
    ]);
  });

  it('RG-31: a licence without limits at registration shows none and sends none', async () => {
    const user = userEvent.setup();
    const { engine, bodies } = await show(
      { ...byName({ register: okReply({ token: 'tok_new', userName: 'newplayer' }) }) },
      { brand: { compliance: { profile: 'curacao' } } },
    );
    expect(screen.queryByRole('group', { name: 'Deposit limits' })).toBeNull();
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(engine.session.getState().isLogin).toBe(true));
    const sent = bodies.find((entry) => entry.path === REGISTER_PATH)!.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty('gamingLimits');
  });
});
