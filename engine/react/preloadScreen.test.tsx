import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defineWidget } from './defineWidget.ts';
import { preloadScreen } from './preloadScreen.ts';
import { BrandRoutes } from './routing.tsx';
import { EngineHarness, testEngine, textSchema } from '../../tests/support/testEngine.tsx';

const Text = ({ text }: { text: string }) => <p>{text}</p>;
const loader = () => vi.fn(async () => ({ default: Text }));

describe('preloadScreen (issue 7, DESIGN §6b: the first screen appears whole)', () => {
  it('loads the layout’s and the asked screen’s widgets, not those a condition hides or other screens use', async () => {
    const loads = { Header: loader(), Lobby: loader(), Home: loader(), AgentOnly: loader() };
    const widgets = Object.entries(loads).map(([type, load]) => defineWidget({ type, schema: textSchema, load }));
    const engine = await testEngine({
      widgets,
      brand: {
        layout: { header: [{ widget: 'Header', props: { text: 'header' } }] },
        screens: {
          home: { paths: ['/'], slots: { main: [{ widget: 'Home', props: { text: 'home' } }] } },
          lobby: {
            paths: ['/rng'],
            slots: {
              main: [
                { widget: 'Lobby', props: { text: 'lobby' } },
                { widget: 'AgentOnly', props: { text: 'x' }, when: { session: ['agent'] } },
              ],
            },
          },
        },
      },
    });
    await preloadScreen(engine.brand, engine.registry, '/rng', { flags: {}, session: 'visitor', device: 'desktop' });
    expect(loads.Header).toHaveBeenCalledTimes(1);
    expect(loads.Lobby).toHaveBeenCalledTimes(1);
    expect(loads.Home).not.toHaveBeenCalled();
    expect(loads.AgentOnly).not.toHaveBeenCalled();

    // Rendered afterwards, the screen is whole in its first commit: no loading placeholder.
    render(
      <EngineHarness engine={engine} path="/rng">
        <BrandRoutes />
      </EngineHarness>,
    );
    expect(screen.getByText('header')).toBeInTheDocument();
    expect(screen.getByText('lobby')).toBeInTheDocument();
    expect(document.querySelector('.lv-loading')).toBeNull();
    expect(loads.Lobby).toHaveBeenCalledTimes(1);
  });

  it('starts the calls the first screen’s widgets declare, with their props and the language, and none of a hidden widget', async () => {
    const widgets = [
      defineWidget({
        type: 'Banners',
        schema: textSchema,
        load: loader(),
        firstCalls: ({ text }, language) => [{ name: 'announcements', params: { types: text, language } }],
      }),
      defineWidget({
        type: 'AgentOnly',
        schema: textSchema,
        load: loader(),
        firstCalls: () => [{ name: 'memberInfo', params: undefined }],
      }),
    ];
    const engine = await testEngine({
      widgets,
      brand: {
        screens: {
          home: {
            paths: ['/'],
            slots: {
              main: [
                { widget: 'Banners', props: { text: 'B' } },
                { widget: 'AgentOnly', props: { text: 'x' }, when: { session: ['agent'] } },
              ],
            },
          },
        },
      },
    });
    const started: unknown[] = [];
    await preloadScreen(
      engine.brand,
      engine.registry,
      '/',
      { flags: {}, session: 'visitor', device: 'mobile' },
      { start: (call) => started.push(call), language: 'ms', search: '' },
    );
    expect(started).toEqual([{ name: 'announcements', params: { types: 'B', language: 'ms' } }]);
  });

  it('gives the declared calls the address the screen opens on and the brand’s merchant code', async () => {
    const widgets = [
      defineWidget({
        type: 'List',
        schema: textSchema,
        load: loader(),
        firstCalls: (_props, language, { pathname, params, brand }) => [
          {
            name: 'gameList',
            params: { path: pathname, page: params.get('page'), merchant: brand.merchantCode, language },
          },
        ],
      }),
    ];
    const engine = await testEngine({
      widgets,
      brand: { merchantCode: 'JADE', screens: { lobby: { paths: ['/rng'], slots: { main: [{ widget: 'List' }] } } } },
    });
    const started: unknown[] = [];
    await preloadScreen(
      engine.brand,
      engine.registry,
      '/rng',
      { flags: {}, session: 'visitor', device: 'mobile' },
      { start: (call) => started.push(call), language: 'en', search: '?page=3' },
    );
    expect(started).toEqual([
      { name: 'gameList', params: { path: '/rng', page: '3', merchant: 'JADE', language: 'en' } },
    ]);
  });

  it('fetches ahead, at high priority, the picture a widget names from its first calls’ answers and the image host', async () => {
    const widgets = [
      defineWidget({
        type: 'Banners',
        schema: textSchema,
        load: loader(),
        firstCalls: ({ text }) => [{ name: 'announcements', params: { types: text } }],
        firstImage: ({ text }, [answer], host) =>
          (answer as { picture?: string }).picture
            ? `${host}/${text}/${(answer as { picture: string }).picture}`
            : null,
      }),
    ];
    const engine = await testEngine({
      widgets,
      brand: { screens: { home: { paths: ['/'], slots: { main: [{ widget: 'Banners', props: { text: 'w' } }] } } } },
    });
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('fetchpriority'),
      ]);
    const open = (picture: string | undefined) =>
      preloadScreen(
        engine.brand,
        engine.registry,
        '/',
        { flags: {}, session: 'visitor', device: 'mobile' },
        {
          start: () => undefined,
          answer: async () => ({ picture }),
          imageHost: async () => 'https://img.example.com',
          language: 'en',
          search: '',
        },
      );
    await open(undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([]);
    await open('first.svg');
    await vi.waitFor(() => expect(preloads()).toEqual([['https://img.example.com/w/first.svg', 'high']]));
    // Asked again (the studio redraws), the same picture is not fetched twice.
    await open('first.svg');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toHaveLength(1);
  });
});
