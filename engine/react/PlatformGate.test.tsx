import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptCustomerServicePath } from '../api/csPath.ts';
import { failReply, fakePlatform, okReply, type FakeReply, type FakeRoutes } from '../../tests/support/fakePlatform.ts';
import { defineWidget } from './defineWidget.ts';
import { PlatformGate } from './PlatformGate.tsx';
import { BrandRoutes } from './routing.tsx';
import { EngineHarness, testEngine, textSchema } from '../../tests/support/testEngine.tsx';

const STATUS = '/wps/system/status';
const DOMAIN = '/wps/system/domainRoute';
const MERCHANT = 'AUR01';

const Text = ({ text }: { text: string }) => <p>{text}</p>;
const textWidget = defineWidget({ type: 'Text', schema: textSchema, load: async () => ({ default: Text }) });

const screens = {
  home: {
    paths: ['/'],
    slots: {
      main: [
        { widget: 'Text', props: { text: 'the app' } },
        { widget: 'Text', props: { text: 'free play' }, when: { flags: ['FREEPLAY3'] } },
        { widget: 'Text', props: { text: 'manual rebate' }, when: { flags: ['MANPLAYREB3'] } },
      ],
    },
  },
};

/** A status answer; `info` and top-level fields as given. */
function status(overrides: Record<string, unknown> = {}, info: Record<string, unknown> = {}) {
  return {
    status: 0,
    maintenance: false,
    regionRestriction: false,
    location: { ip: '203.0.113.7' },
    info: { publicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA', ...info },
    ...overrides,
  };
}

const validDomain = okReply({ valid: true });

async function renderGate(
  routes: FakeRoutes,
  extra: Parameters<typeof testEngine>[0] = {},
  firstScreen?: Promise<void>,
) {
  const platform = fakePlatform(routes);
  const engine = await testEngine({
    brand: { merchantCode: MERCHANT, flags: { FREEPLAY3: false, MANPLAYREB3: true }, screens },
    widgets: [textWidget],
    adapter: platform.adapter,
    ...extra,
  });
  await act(async () => {
    render(
      <EngineHarness engine={engine}>
        <PlatformGate host="aurora.example.com" firstScreen={firstScreen}>
          <BrandRoutes />
        </PlatformGate>
      </EngineHarness>,
    );
  });
  return { engine, seen: platform.seen };
}

beforeEach(() => {
  // Failures are logged by code (UNSPEC-17); keep the test output quiet.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('start-up from the platform (SHELL-01, FLAG-19)', () => {
  it('SHELL-01: status 0 renders the app, and the platform flags override the brand flags', async () => {
    await renderGate({
      [STATUS]: okReply(status({}, { whitelabel: { FREEPLAY3: true, MANPLAYREB3: false } })),
      [DOMAIN]: validDomain,
    });
    expect(await screen.findByText('the app')).toBeInTheDocument();
    expect(await screen.findByText('free play')).toBeInTheDocument();
    expect(screen.queryByText('manual rebate')).not.toBeInTheDocument();
  });

  it('SHELL-01: keeps the brand flags where the platform says nothing', async () => {
    await renderGate({ [STATUS]: okReply(status()), [DOMAIN]: validDomain });
    expect(await screen.findByText('manual rebate')).toBeInTheDocument();
    expect(screen.queryByText('free play')).not.toBeInTheDocument();
  });

  it('SHELL-01: asks for system status before rendering any route, and the domain check with the host (SHELL-07)', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const pending = new Promise<FakeReply>((resolve) => {
      answer = resolve;
    });
    const platform = fakePlatform({ [DOMAIN]: validDomain });
    const adapter: typeof platform.adapter = async (config) => {
      if (config.url === STATUS) {
        const reply = await pending;
        return fakePlatform({ [STATUS]: reply }).adapter(config);
      }
      return platform.adapter(config);
    };
    await renderGate({}, { adapter });
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Opening the site…');
    // The waiting page says it is busy, so nothing reads it as the page (its line fades in late).
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(platform.seen.find((request) => request.path === DOMAIN)?.params).toEqual({ host: 'aurora.example.com' });
    await act(async () => answer(okReply(status())));
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });

  it("DESIGN §6b: with status in, the app still waits for the first screen's widgets, so it appears whole", async () => {
    let loaded: () => void = () => undefined;
    const firstScreen = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    await renderGate({ [STATUS]: okReply(status()), [DOMAIN]: validDomain }, {}, firstScreen);
    expect(screen.getByRole('status')).toHaveTextContent('Opening the site…');
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    await act(async () => loaded());
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });

  it('FLAG-14: the platform register rules win over the brand rules, field by field', async () => {
    const { engine } = await renderGate({
      [STATUS]: okReply(
        status({}, { registerRules: { username: { min: 6, max: 12 }, email: { enabled: true, required: true } } }),
      ),
      [DOMAIN]: validDomain,
    });
    await screen.findByText('the app');
    const rules = engine.platform.getState().registerRules;
    expect(rules.username).toMatchObject({ enabled: true, required: true, pattern: 1, min: 6, max: 12 });
    expect(rules.email).toMatchObject({ enabled: true, required: true });
    expect(rules.password).toMatchObject({ min: 6, max: 20 });
  });

  it('SHELL-05, SHELL-06: picks the image and launch hosts from the CDN lists and records the gtag id', async () => {
    const { engine } = await renderGate(
      {
        [STATUS]: okReply(
          status(
            {},
            {
              imageCDNs: ['https://img1.example.com', 'https://img2.example.com/'],
              launchGameCDNs: ['https://launch.example.com', 'javascript:alert(1)'],
              gtagId: 'G-ABC123',
            },
          ),
        ),
        [DOMAIN]: validDomain,
      },
      { random: () => 0.99 },
    );
    await screen.findByText('the app');
    const state = engine.platform.getState();
    expect(state.imageHost).toBe('https://img2.example.com');
    expect(state.launchGameHost).toBe('https://launch.example.com');
    expect(state.gtagId).toBe('G-ABC123');
  });

  it('sends the merchant code on the status call', async () => {
    const { seen } = await renderGate({ [STATUS]: okReply(status()), [DOMAIN]: validDomain });
    await screen.findByText('the app');
    expect(seen.find((request) => request.path === STATUS)?.headers['X-Merchant-Code']).toBe(MERCHANT);
  });
});

describe('maintenance and blocked region (SHELL-02, SHELL-03)', () => {
  it('SHELL-02: status 1 shows the maintenance page with the platform text and a customer-service link', async () => {
    const chat = await encryptCustomerServicePath(MERCHANT, 'https://chat.example.com/room/1');
    const unsafe = await encryptCustomerServicePath(MERCHANT, 'javascript:alert(1)');
    await renderGate({
      [STATUS]: okReply(
        status(
          { status: 1, maintenance: true, maintenanceText: 'Back at 14:00 GMT+8.' },
          {
            customerService: [
              { title: 'Live chat', type: 'LIVECHAT', path: chat },
              { title: 'Bad', type: 'TELEGRAM', path: unsafe },
              { title: 'Garbled', type: 'TELEGRAM', path: 'bm90LWVuY3J5cHRlZA==' },
            ],
          },
        ),
      ),
      [DOMAIN]: validDomain,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.getByText('Back at 14:00 GMT+8.')).toBeInTheDocument();
    const support = await screen.findByRole('navigation', { name: 'Customer service' });
    const links = within(support).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://chat.example.com/room/1');
    expect(links[0]).toHaveAccessibleName('Live chat (opens in a new window)');
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('UNSPEC-49: without a maintenance text the generic localised text is shown', async () => {
    await renderGate(
      { [STATUS]: okReply(status({ status: 1, maintenance: true })), [DOMAIN]: validDomain },
      { language: 'MY' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Penyelenggaraan sistem' })).toBeInTheDocument();
    expect(screen.getByText('Sistem sedang diselenggara. Sila kembali sebentar lagi.')).toBeInTheDocument();
  });

  it('SHELL-03: status 2 shows the blocked-region page with the visitor IP', async () => {
    await renderGate({
      [STATUS]: okReply(status({ status: 2, regionRestriction: true, location: { ip: '198.51.100.23' } })),
      [DOMAIN]: validDomain,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText('Access is restricted from your IP address or region.')).toBeInTheDocument();
    expect(screen.getByText('Your IP address: 198.51.100.23')).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
  });

  it('SHELL-02: a status call refused with MAINTENANCE (503) shows the maintenance page, not an error', async () => {
    await renderGate({ [STATUS]: failReply(503, 'MAINTENANCE', 'Upgrading the wallet.'), [DOMAIN]: validDomain });
    expect(await screen.findByRole('heading', { level: 1, name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.getByText('Upgrading the wallet.')).toBeInTheDocument();
  });

  it('SHELL-02, SHELL-03: a later call answered MAINTENANCE or REGION_RESTRICTED closes the site', async () => {
    const { engine } = await renderGate({
      [STATUS]: okReply(status()),
      [DOMAIN]: validDomain,
      '/wps/games': failReply(403, 'REGION_RESTRICTED', 'Blocked.'),
    });
    await screen.findByText('the app');
    await act(async () => {
      await engine.gateway
        .send({
          name: 'gameList',
          method: 'GET',
          path: '/wps/games',
          token: false,
          encrypted: false,
          moduleId: 'game',
        })
        .catch(() => undefined);
    });
    expect(await screen.findByText('Your IP address: 203.0.113.7')).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
  });
});

describe('status failures: a retryable error page (SHELL-01, ERR-19, ERR-20, ERR-23)', () => {
  it('ERR-23: a 500 answer shows the error page, and retry recovers', async () => {
    let reply: FakeReply = failReply(500, 'INTERNAL', '');
    await renderGate({ [STATUS]: () => reply, [DOMAIN]: validDomain });
    expect(await screen.findByRole('heading', { level: 1, name: 'The site could not be opened' })).toBeInTheDocument();
    expect(screen.getByText('Unknown or system error. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText(/INTERNAL|stack|Error:/)).not.toBeInTheDocument();
    reply = okReply(status());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });

  it('ERR-20: a timeout shows the timeout text with a retry', async () => {
    await renderGate({ [STATUS]: 'timeout', [DOMAIN]: validDomain });
    expect(
      await screen.findByText('The page is taking too long to open. Please check your network.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('ERR-19: no network shows the network text with a retry', async () => {
    await renderGate({ [STATUS]: 'network', [DOMAIN]: 'network' });
    expect(await screen.findByText('Network link abnormal, please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('ERR-23: a malformed answer (no status, no info) shows the error page, and retry recovers', async () => {
    let reply: FakeReply = okReply({ status: 7, hello: 'world' });
    await renderGate({ [STATUS]: () => reply, [DOMAIN]: validDomain });
    expect(await screen.findByText('Unknown or system error. Please try again later.')).toBeInTheDocument();
    reply = okReply(status());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });

  it('ERR-23: an answer that is not an envelope at all shows the error page', async () => {
    await renderGate({ [STATUS]: { status: 200, data: '<html>proxy error</html>' }, [DOMAIN]: validDomain });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(/proxy error/)).not.toBeInTheDocument();
  });
});

describe('domain check (SHELL-07, UNSPEC-21)', () => {
  it('ERR-21: a domain the platform does not know shows the ERR-21 page with a customer-service link', async () => {
    const chat = await encryptCustomerServicePath(MERCHANT, 'https://t.me/aurora_support');
    await renderGate({
      [STATUS]: okReply(status({}, { customerService: [{ title: '', type: 'TELEGRAM', path: chat }] })),
      [DOMAIN]: okReply({ valid: false }),
    });
    expect(
      await screen.findByText('Invalid URL or domain check failed. Please contact customer service.'),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Telegram (opens in a new window)' });
    expect(link).toHaveAttribute('href', 'https://t.me/aurora_support');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
  });

  it('ERR-21: a DOMAIN_CHECK_FAILED refusal shows the same page', async () => {
    await renderGate({
      [STATUS]: okReply(status()),
      [DOMAIN]: failReply(403, 'DOMAIN_CHECK_FAILED', 'Unknown domain.'),
    });
    expect(
      await screen.findByText('Invalid URL or domain check failed. Please contact customer service.'),
    ).toBeInTheDocument();
  });

  it('a domain check that cannot be made (network, 500) does not block the site', async () => {
    await renderGate({ [STATUS]: okReply(status()), [DOMAIN]: 'network' });
    expect(await screen.findByText('the app')).toBeInTheDocument();
    cleanup();
    await renderGate({ [STATUS]: okReply(status()), [DOMAIN]: failReply(500, 'INTERNAL') });
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });
});
