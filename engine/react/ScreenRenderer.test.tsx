import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from './defineWidget.ts';
import { BrandRoutes, TOKEN_STORAGE_KEY } from './routing.tsx';
import { EngineHarness, testEngine, textSchema } from '../../tests/support/testEngine.tsx';

const Text = ({ text }: { text: string }) => <p>{text}</p>;
const Broken = (): never => {
  throw new Error('widget bug');
};
const textWidget = defineWidget({ type: 'Text', schema: textSchema, load: async () => ({ default: Text }) });
const brokenWidget = defineWidget({ type: 'Broken', schema: textSchema, load: async () => ({ default: Broken }) });

const screens = {
  home: { paths: ['/', '/home'], slots: { main: [{ widget: 'Text', props: { text: 'home page' } }] } },
  broken: {
    paths: ['/broken'],
    slots: { main: [{ widget: 'Broken' }, { widget: 'Text', props: { text: 'still here' } }] },
  },
  member: {
    paths: ['/member'],
    access: 'token' as const,
    slots: { main: [{ widget: 'Text', props: { text: 'member area' } }] },
  },
  centre: {
    paths: ['/centre'],
    access: 'member' as const,
    slots: { main: [{ widget: 'Text', props: { text: 'member centre' } }] },
  },
  agentHome: {
    paths: ['/agentHome'],
    access: 'agent' as const,
    slots: { main: [{ widget: 'Text', props: { text: 'agent centre' } }] },
  },
  login: { paths: ['/login'], slots: { main: [{ widget: 'Text', props: { text: 'login page' } }] } },
  agent: { paths: ['/agent'], slots: { main: [{ widget: 'Text', props: { text: 'agent login' } }] } },
  rebate: {
    paths: ['/rebate'],
    slots: {
      main: [
        { widget: 'Text', props: { text: 'rebate' }, when: { flags: ['MANPLAYREB3'] } },
        { widget: 'Text', props: { text: 'always' } },
      ],
    },
  },
};

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Renders inside an awaited act, so widgets that suspend while their chunk loads resume. */
async function show(ui: React.ReactElement) {
  await act(async () => {
    render(ui);
  });
}

async function renderAt(path: string, extra: Parameters<typeof testEngine>[0] = {}) {
  const engine = await testEngine({ brand: { screens }, widgets: [textWidget, brokenWidget], ...extra });
  await show(
    <EngineHarness engine={engine} path={path}>
      <BrandRoutes />
    </EngineHarness>,
  );
  return engine;
}

describe('ScreenRenderer', () => {
  it('a widget that throws shows a small fallback and the rest of the page works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/broken');
    expect(await screen.findByText('still here')).toBeInTheDocument();
    expect(await screen.findByText('This part of the page could not be shown.')).toBeInTheDocument();
    expect(screen.queryByText(/widget bug/)).not.toBeInTheDocument();
  });

  it('does not load a widget whose condition fails', async () => {
    const load = vi.fn(async () => ({ default: Text }));
    const hidden = defineWidget({ type: 'Hidden', schema: textSchema, load });
    const engine = await testEngine({
      brand: {
        screens: {
          home: {
            paths: ['/'],
            slots: {
              main: [
                { widget: 'Hidden', when: { session: ['agent'] } },
                { widget: 'Text', props: { text: 'visible' } },
              ],
            },
          },
        },
      },
      widgets: [textWidget, hidden],
    });
    await show(
      <EngineHarness engine={engine}>
        <BrandRoutes />
      </EngineHarness>,
    );
    expect(await screen.findByText('visible')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('evaluates flags: MANPLAYREB3 shows the rebate widget', async () => {
    await renderAt('/rebate', { brand: { screens, flags: { MANPLAYREB3: true } } });
    expect(await screen.findByText('rebate')).toBeInTheDocument();
  });

  it('offers a retry when a chunk fails to load, and the retry loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Text });
    const flaky = defineWidget({ type: 'Flaky', schema: textSchema, load });
    const engine = await testEngine({
      brand: {
        screens: { home: { paths: ['/'], slots: { main: [{ widget: 'Flaky', props: { text: 'loaded at last' } }] } } },
      },
      widgets: [flaky],
    });
    await show(
      <EngineHarness engine={engine}>
        <BrandRoutes />
      </EngineHarness>,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // The click starts a new load; act waits for the chunk to arrive and the widget to render.
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByText('loaded at last')).toBeInTheDocument();
  });

  it('tells the player when a chunk takes longer than the chunk timeout (SHELL-09, UNSPEC-32)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const never = defineWidget({ type: 'Slow', schema: textSchema, load: () => new Promise<never>(() => undefined) });
    const engine = await testEngine({
      brand: {
        constants: { chunkLoadTimeoutMs: 1000 },
        screens: { home: { paths: ['/'], slots: { main: [{ widget: 'Slow' }] } } },
      },
      widgets: [never],
    });
    vi.useFakeTimers();
    await show(
      <EngineHarness engine={engine}>
        <BrandRoutes />
      </EngineHarness>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    vi.useRealTimers();
    expect(await screen.findByText('The page took too long to open. Please check your network.')).toBeInTheDocument();
  });
});

describe('routes from brand screens', () => {
  it('a token screen without a stored token goes to /login (ROUTE-18)', async () => {
    await renderAt('/member');
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('a token screen with a stored token renders', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    await renderAt('/member');
    expect(await screen.findByText('member area')).toBeInTheDocument();
  });

  it('ROLE-05 MC-01: a real-account screen lets a member in, sends a visitor to /login and a trial account home with the real-account notice', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    const dialogs = {
      realAccount: {
        title: 'Real accounts only',
        slots: { main: [{ widget: 'Text', props: { text: 'please register' } }] },
      },
    };
    await renderAt('/centre', { brand: { screens, dialogs }, member: { id: '1', account: 'player', type: 0 } });
    expect(await screen.findByText('member centre')).toBeInTheDocument();
    cleanup();
    const engine = await renderAt('/centre', {
      brand: { screens, dialogs },
      member: { id: '3', account: 'trial_1', type: 4 },
    });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.queryByText('member centre')).toBeNull();
    expect(engine.dialogs.getState().stack.map((open) => open.id)).toEqual(['realAccount']);
    cleanup();
    sessionStorage.clear();
    await renderAt('/centre');
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('the agent centre sends non-agents to /agent and lets agents in (ROUTE-05)', async () => {
    await renderAt('/agentHome', { member: { id: '1', account: 'player', type: 0 } });
    expect(await screen.findByText('agent login')).toBeInTheDocument();
  });

  it('lets an agent into the agent centre', async () => {
    await renderAt('/agentHome', { member: { id: '2', account: 'boss', type: 41 } });
    expect(await screen.findByText('agent centre')).toBeInTheDocument();
  });

  it('ROUTE-05 after a reload an agent stays in the agent centre: the guard waits for the stored session, then decides (issue 13)', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    const engine = await testEngine({ brand: { screens }, widgets: [textWidget] });
    // As at start-up: a token is stored and member info is on its way.
    engine.session.getState().setStatus('restoring');
    await show(
      <EngineHarness engine={engine} path="/agentHome">
        <BrandRoutes />
      </EngineHarness>,
    );
    expect(screen.queryByText('agent login')).toBeNull();
    await act(async () => engine.session.getState().setMember({ id: '2', account: 'boss', type: 41 }));
    expect(await screen.findByText('agent centre')).toBeInTheDocument();
  });

  it('after a reload a player who is not an agent still goes to /agent once the session is read', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'abc');
    const engine = await testEngine({ brand: { screens }, widgets: [textWidget] });
    engine.session.getState().setStatus('restoring');
    await show(
      <EngineHarness engine={engine} path="/agentHome">
        <BrandRoutes />
      </EngineHarness>,
    );
    await act(async () => engine.session.getState().setMember({ id: '1', account: 'player', type: 0 }));
    expect(await screen.findByText('agent login')).toBeInTheDocument();
  });

  it('an unknown path goes home (UNSPEC-74)', async () => {
    await renderAt('/nowhere');
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('scrolls to the top after a route change (ROUTE-19)', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    await renderAt('/home');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
