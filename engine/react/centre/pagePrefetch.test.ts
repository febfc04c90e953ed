// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { CentrePage } from '../../../schemas/brand/index.ts';
import type { ConditionContext } from '../../core/conditions.ts';
import { firstCall, WidgetRegistry } from '../../core/registry.ts';
import { createPagePrefetcher, type PageCalls } from './pagePrefetch.ts';

const context: ConditionContext = { flags: { MANPLAYREB3: false }, session: 'member', device: 'desktop' };

/** A widget whose component declares its first calls, as a centre page's widgets do. */
function Mirrors() {
  return null;
}
Mirrors.pageCalls = ((props, language) => [
  firstCall<'mirrorSites'>('mirrorSites', undefined),
  firstCall<'rewardCenter'>('rewardCenter', { language: `${language}-${String(props.look)}` }),
]) satisfies PageCalls;
const Plain = () => null;

function setup(loads: Record<string, () => Promise<{ default: unknown }>>) {
  const registry = new WidgetRegistry<unknown>(
    Object.entries(loads).map(([type, load]) => ({ type, area: 'test', schema: {}, load: vi.fn(load) })),
  );
  const prefetched: [string, unknown][] = [];
  const prefetcher = createPagePrefetcher({
    registry,
    data: { prefetch: (name, params) => prefetched.push([name, params]) },
    context,
    language: 'ms',
    chunkTimeoutMs: 10_000,
  });
  const loadOf = (type: string) => registry.get(type).load as ReturnType<typeof vi.fn>;
  return { registry, prefetched, prefetcher, loadOf };
}

const page = (id: string, nodes: CentrePage['slots']['main']): CentrePage =>
  ({ id, label: id, slots: { main: nodes } }) as CentrePage;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a centre menu loads its pages ahead of a click (issue 26, item 13)', () => {
  it('an entry on the screen loads its page’s chunks, not those its conditions hide, and asks nothing', async () => {
    const { prefetcher, prefetched, loadOf } = setup({
      MirrorSites: async () => ({ default: Mirrors }),
      ManualRebate: async () => ({ default: Plain }),
    });
    prefetcher.chunks(
      page('mirrorSites', [{ widget: 'MirrorSites' }, { widget: 'ManualRebate', when: { flags: ['MANPLAYREB3'] } }]),
    );
    await settle();
    expect(loadOf('MirrorSites')).toHaveBeenCalledTimes(1);
    expect(loadOf('ManualRebate')).not.toHaveBeenCalled();
    expect(prefetched).toEqual([]);
  });

  it('once loaded, the page’s own render reads the chunk at once (no loading state in between)', async () => {
    const { prefetcher, registry } = setup({ MirrorSites: async () => ({ default: Mirrors }) });
    prefetcher.chunks(page('mirrorSites', [{ widget: 'MirrorSites' }]));
    await settle();
    const read = registry.loadWithin('MirrorSites', 10_000) as Promise<unknown> & { status?: string; value?: unknown };
    expect(read).toMatchObject({ status: 'fulfilled', value: Mirrors });
  });

  it('pointing at an entry starts the first calls its widgets declare, from their props and the language', async () => {
    const { prefetcher, prefetched } = setup({
      MirrorSites: async () => ({ default: Mirrors }),
      Plain: async () => ({ default: Plain }),
    });
    prefetcher.intent(page('mirrorSites', [{ widget: 'MirrorSites', props: { look: 'list' } }, { widget: 'Plain' }]));
    await settle();
    expect(prefetched).toEqual([
      ['mirrorSites', undefined],
      ['rewardCenter', { language: 'ms-list' }],
    ]);
  });

  it('a chunk that fails is left to the page, which loads it again when it opens', async () => {
    let attempts = 0;
    const { prefetcher, registry, prefetched } = setup({
      MirrorSites: async () => {
        if (++attempts === 1) throw new Error('offline');
        return { default: Mirrors };
      },
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      prefetcher.intent(page('mirrorSites', [{ widget: 'MirrorSites' }]));
      await settle();
      await settle();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(unhandled).not.toHaveBeenCalled();
    expect(prefetched).toEqual([]);
    await expect(registry.loadWithin('MirrorSites', 10_000)).resolves.toBe(Mirrors);
    expect(attempts).toBe(2);
  });

  it('a widget the brand names but the registry lacks is skipped (the page shows its own error)', async () => {
    const { prefetcher } = setup({});
    expect(() => prefetcher.intent(page('x', [{ widget: 'Missing' }]))).not.toThrow();
  });
});
