// @vitest-environment node
import { EventEmitter } from 'node:events';
import type { ViteDevServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { baseBrand, fakeDefinitions, goodBrand, makeFixture } from './brand/fixtures.ts';
import { liveryBrands } from './vite-plugin-brands.ts';

type Handler = (request: { url: string }, response: FakeResponse, next: () => void) => void;
interface FakeResponse {
  statusCode: number;
  headers: Record<string, string>;
  body?: string;
  setHeader(k: string, v: string): void;
  end(body: unknown): void;
}

/** Just enough of a Vite dev server to watch what the plugin tells the browser. */
function fakeServer() {
  const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
  const sent: { type: string; err?: { message: string } }[] = [];
  const handlers: Handler[] = [];
  const server = {
    ws: { send: (payload: { type: string; err?: { message: string } }) => sent.push(payload), on: vi.fn() },
    watcher,
    config: { logger: { error: vi.fn(), info: vi.fn(), warn: vi.fn() } },
    middlewares: { use: (handler: Handler) => handlers.push(handler) },
    ssrLoadModule: async () => ({ widgetDefinitions: fakeDefinitions }),
  };
  const get = (url: string) => {
    const response: FakeResponse = {
      statusCode: 0,
      headers: {},
      setHeader(k, v) {
        this.headers[k] = v;
      },
      end(body) {
        this.body = String(body);
      },
    };
    handlers[0]!({ url }, response, () => {
      response.statusCode = -1;
    });
    return response;
  };
  return { server: server as unknown as ViteDevServer, sent, watcher, get };
}

describe('dev server brand plugin', () => {
  it('serves runtime brands and the host map as the build would', async () => {
    const fixture = makeFixture({ base: baseBrand, aurora: goodBrand });
    const { server, get } = fakeServer();
    const plugin = liveryBrands({ root: fixture.root });
    await (plugin.configureServer as (s: ViteDevServer) => Promise<void>)(server);
    const brand = JSON.parse(get('/brands/aurora.json').body!);
    expect(brand.constants).toMatchObject({ homeSectionSize: 8, lobbyPageSize: 18 });
    expect(JSON.parse(get('/brands/hosts.json').body!).hosts['aurora.localhost']).toBe('aurora');
    expect(get('/brands/base.json').statusCode).toBe(404);
  });

  it('shows a brand saved broken in the error overlay, and reloads once it is fixed', async () => {
    const fixture = makeFixture({ base: baseBrand, aurora: goodBrand });
    const { server, sent, watcher } = fakeServer();
    const plugin = liveryBrands({ root: fixture.root });
    await (plugin.configureServer as (s: ViteDevServer) => Promise<void>)(server);
    expect(sent).toEqual([]);

    const file = fixture.write('aurora', { ...goodBrand, constants: { homeSectionSize: 'six' } });
    watcher.emit('change', file);
    const overlay = sent.find((payload) => payload.type === 'error');
    expect(overlay?.err?.message).toContain('brands/aurora/brand.json /constants/homeSectionSize');
    expect(overlay?.err?.message).not.toMatch(/\n\s+at /);

    fixture.write('aurora', goodBrand);
    watcher.emit('change', file);
    expect(sent.at(-1)).toEqual({ type: 'full-reload' });
  });
});
