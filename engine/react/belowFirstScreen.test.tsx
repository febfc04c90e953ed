import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { splitMain } from '../core/firstPaint.ts';
import { defineWidget } from './defineWidget.ts';
import { preloadScreen } from './preloadScreen.ts';
import { BrandRoutes } from './routing.tsx';
import { EngineHarness, testEngine, textSchema } from '../../tests/support/testEngine.tsx';

// Issue 30, item 3: on a phone, what a screen places after a game grid is below the first screen, and
// is loaded and drawn after the first paint, as the footer is (engine/core/firstPaint.ts).

const Text = ({ text }: { text: string }) => <p>{text}</p>;
const loads = { Banner: 0, Grid: 0, Board: 0, 'Banner wide part': 0 };
const widget = (type: 'Banner' | 'Grid' | 'Board', coversPhoneScreen?: true) =>
  defineWidget({
    type,
    schema: textSchema,
    load: async () => {
      loads[type] += 1;
      return { default: Text };
    },
    ...(coversPhoneScreen ? { coversPhoneScreen } : {}),
    // A part only wider screens draw (engine/core/widePart.ts).
    ...(type === 'Banner' ? { wide: async () => void (loads['Banner wide part'] += 1) } : {}),
  });
const widgets = [widget('Banner'), widget('Grid', true), widget('Board')];
const main = [
  { widget: 'Banner', props: { text: 'banner' } },
  { widget: 'Grid', props: { text: 'game grid' } },
  { widget: 'Board', props: { text: 'winners board' } },
];
const brand = { screens: { home: { paths: ['/'], slots: { main } } } };

/** Phone or wider; the browser's idle moment after the first paint is held until `idle()`. */
function browser(phone: boolean) {
  const idle: (() => void)[] = [];
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    callback();
    return 1;
  });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  return {
    idle: () =>
      act(async () => {
        for (const callback of idle.splice(0)) callback();
      }),
  };
}

/** As the app starts: the first screen preloaded, then drawn. */
async function preloadAndShow(engine: Awaited<ReturnType<typeof testEngine>>, device: 'mobile' | 'desktop') {
  await preloadScreen(engine.brand, engine.registry, '/', { flags: {}, session: 'visitor', device });
  await act(async () => {
    render(
      <EngineHarness engine={engine}>
        <BrandRoutes />
      </EngineHarness>,
    );
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const type of Object.keys(loads) as (keyof typeof loads)[]) loads[type] = 0;
});

describe('a phone’s first screen ends with a game grid', () => {
  it('splits the main slot after the first widget that covers a phone’s screen, on a phone only', () => {
    const covers = (type: string) => type === 'Grid';
    expect(splitMain(main, true, covers)).toEqual([main.slice(0, 2), main.slice(2)]);
    expect(splitMain(main, false, covers)).toEqual([main, []]);
    expect(splitMain(main, true, () => false)).toEqual([main, []]);
  });

  it('on a phone, the winners’ board below the grid is neither preloaded nor drawn until the page is idle after its first paint', async () => {
    const { idle } = browser(true);
    const engine = await testEngine({ brand, widgets });
    await preloadAndShow(engine, 'mobile');
    expect(loads).toEqual({ Banner: 1, Grid: 1, Board: 0, 'Banner wide part': 0 });
    expect(await screen.findByText('game grid')).toBeInTheDocument();
    expect(screen.getByText('banner')).toBeInTheDocument();
    expect(screen.queryByText('winners board')).toBeNull();
    // Its place says it is still coming.
    expect(document.querySelector('main [aria-busy="true"]')).not.toBeNull();
    await idle();
    expect(screen.getByText('winners board')).toBeInTheDocument();
    expect(loads.Board).toBe(1);
    expect(document.querySelector('main [aria-busy="true"]')).toBeNull();
  });

  it('a wider screen draws and preloads the whole main slot at once, and the widgets’ wide parts with them', async () => {
    browser(false);
    const engine = await testEngine({ brand, widgets });
    await preloadAndShow(engine, 'desktop');
    expect(loads).toEqual({ Banner: 1, Grid: 1, Board: 1, 'Banner wide part': 1 });
    expect(await screen.findByText('winners board')).toBeInTheDocument();
    expect(screen.getByText('game grid')).toBeInTheDocument();
  });
});
