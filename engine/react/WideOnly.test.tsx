import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widePart } from '../core/widePart.ts';
import { WideOnly } from './WideOnly.tsx';
import { EngineHarness, testEngine } from '../../tests/support/testEngine.tsx';

// A widget's part only wider screens draw (engine/core/widePart.ts; issue 30): the header's navigation.

function screenIs(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

async function show(part: ReturnType<typeof widePart<{ Nav: () => React.ReactElement }>>) {
  const engine = await testEngine({});
  await act(async () => {
    render(
      <EngineHarness engine={engine}>
        <header>
          <a href="/">Logo</a>
          <WideOnly part={part} name="test.nav">
            {({ Nav }) => <Nav />}
          </WideOnly>
        </header>
      </EngineHarness>,
    );
  });
}

const Nav = () => <nav aria-label="Main navigation">Home · Slots</nav>;

afterEach(() => vi.unstubAllGlobals());

describe('a wide part', () => {
  it('is neither drawn nor loaded on a phone', async () => {
    screenIs(true);
    const load = vi.fn(async () => ({ Nav }));
    await show(widePart(load));
    expect(screen.getByRole('link', { name: 'Logo' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('is drawn on a wider screen; one that did not arrive shows a retry in its place, the rest of the widget working, and the retry brings it', async () => {
    screenIs(false);
    let offline = true;
    const part = widePart(async () => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return { Nav };
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await show(part);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('link', { name: 'Logo' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    offline = false;
    await act(async () => retry.click());
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
