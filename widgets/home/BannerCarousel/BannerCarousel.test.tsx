import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byName, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { PLATFORM_FAILURES } from '../../../tests/support/platformFailures.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import BannerCarousel from './BannerCarousel.tsx';
import bannerCarousel from './index.ts';
import { announcementsParams } from '../../popups/announcementsParams.ts';
import { schema } from './schema.ts';

const media = (reduce: boolean) => (query: string) => ({
  matches: reduce && query.includes('reduce'),
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
});

// jsdom lays nothing out: Embla needs these observers to exist (Chromium runs the real thing in e2e).
beforeAll(() => {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('matchMedia', media(false));
});

const banners = [
  { id: 'b1', groupName: 'w_home', url: 'https://img.example.com/b1.svg', linkageType: 'PROMOTION', linkage: 'p-10' },
  { id: 'b2', groupName: 'w_home', url: '/img/banners/b2.svg', linkageType: 'ROUTE', linkage: '/rng' },
  {
    id: 'b3',
    groupName: 'w_home',
    url: '/img/banners/b3.svg',
    linkageType: 'URL',
    linkage: 'https://partner.example.com/offer',
  },
  { id: 'b4', groupName: 'w_home', url: '/img/banners/b4.svg', linkageType: 'URL', linkage: 'javascript:alert(1)' },
  { id: 'b5', groupName: 'w_login', url: '/img/banners/b5.svg', linkageType: 'NONE' },
];

const withBanners = (list: unknown[]) =>
  fakePlatform(byName({ announcements: okReply({ banners: list, notices: [], popup: [], promotion: [] }) }));

describe('BannerCarousel', () => {
  it.each([
    ['a picture on another host', banners],
    ['a path under the image host', [banners[4], { ...banners[1]!, groupName: 'w_home' }]],
    ['no banner of its group', [banners[4]]],
  ])('names as its first picture the one it shows first: %s (DESIGN §6b, fetched ahead)', async (_case, list) => {
    const { engine } = await renderWidget(<BannerCarousel {...widgetProps(schema)} />, {
      adapter: withBanners(list).adapter,
    });
    const answer = { banners: list, notices: [], popup: [], promotion: [] };
    const imageHost = engine.platform.getState().imageHost;
    const named = bannerCarousel.firstImage!(widgetProps(schema), [answer], imageHost);
    if (!named) {
      await waitFor(() => expect(engine.data.read('announcements', announcementsParams('en')).status).toBe('success'));
      expect(screen.queryByRole('img')).toBeNull();
      return;
    }
    const first = await screen.findByRole('img', { name: /^Banner 1 of/ });
    expect(first.getAttribute('src')).toBe(named);
  });

  it('shows the w_home banners, each following its linkage (HOME-01)', async () => {
    await renderWidget(<BannerCarousel {...widgetProps(schema)} />, { adapter: withBanners(banners).adapter });
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Banner 1 of 4',
      'Banner 2 of 4',
      'Banner 3 of 4',
      'Banner 4 of 4',
    ]);
    expect(within(slides[0]!).getByRole('link', { name: 'Banner 1 of 4' })).toHaveAttribute('href', '/promotions#p-10');
    expect(within(slides[1]!).getByRole('link')).toHaveAttribute('href', '/rng');
    const external = within(slides[2]!).getByRole('link');
    expect(external).toHaveAttribute('href', 'https://partner.example.com/offer');
    expect(external).toHaveAttribute('target', '_blank');
    // An unsafe linkage leads nowhere; the picture still shows.
    expect(within(slides[3]!).queryByRole('link')).toBeNull();
    expect(within(slides[3]!).getByRole('img', { name: 'Banner 4 of 4' })).toBeInTheDocument();
  });

  it('reserves the banners’ size: every picture has its width and height (CONST-34, no layout shift)', async () => {
    await renderWidget(<BannerCarousel {...widgetProps(schema)} />, { adapter: withBanners(banners).adapter });
    const images = await screen.findAllByRole('img');
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '400');
    }
    // The first view (three banners) loads at once; the rest lazily.
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });

  it('shows one banner a view when the brand asks, never more than the constant allows', async () => {
    const one = await renderWidget(<BannerCarousel {...widgetProps(schema, { perView: 1 })} />, {
      adapter: withBanners(banners).adapter,
    });
    expect((await screen.findAllByRole('img')).map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    one.unmount();
    await renderWidget(<BannerCarousel {...widgetProps(schema, { perView: 6 })} />, {
      adapter: withBanners(banners).adapter,
    });
    expect(
      (await screen.findAllByRole('img')).filter((image) => image.getAttribute('loading') === 'eager'),
    ).toHaveLength(3);
  });

  it('offers pause, previous, next and one dot per banner; pause switches to play (HOME-02)', async () => {
    const user = userEvent.setup();
    await renderWidget(<BannerCarousel {...widgetProps(schema)} />, { adapter: withBanners(banners).adapter });
    // The banners show at once; the motion (Embla) arrives after the first paint.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Banners' })).toHaveAttribute('data-motion', 'on'));
    const pause = screen.getByRole('button', { name: 'Pause banners' });
    expect(screen.getByRole('button', { name: 'Previous banner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next banner' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show banner/ })).toHaveLength(4);
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play banners' })).toBeInTheDocument();
  });

  it('has no controls and does not loop with a single banner (CONST-34)', async () => {
    await renderWidget(<BannerCarousel {...widgetProps(schema)} />, {
      adapter: withBanners(banners.slice(0, 1)).adapter,
    });
    await screen.findByRole('group', { name: 'Banner 1 of 1' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('does not autoplay for a player who asks for reduced motion', async () => {
    vi.stubGlobal('matchMedia', media(true));
    try {
      await renderWidget(<BannerCarousel {...widgetProps(schema)} />, { adapter: withBanners(banners).adapter });
      expect(await screen.findByRole('button', { name: 'Play banners' })).toBeInTheDocument();
    } finally {
      vi.stubGlobal('matchMedia', media(false));
    }
  });

  it('ignores banners of a wrong shape instead of failing', async () => {
    await renderWidget(<BannerCarousel {...widgetProps(schema)} />, {
      adapter: fakePlatform(byName({ announcements: okReply({ banners: 'nope' }) })).adapter,
    });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Banners' })).toBeNull();
  });

  it.each(PLATFORM_FAILURES)(
    'shows the catalogue’s message and a retry after %s, and the banners once the retry works',
    async (_name, failure) => {
      let healthy = false;
      const platform = fakePlatform(byName({ announcements: () => (healthy ? okReply({ banners }) : failure) }));
      const user = userEvent.setup();
      await renderWidget(<BannerCarousel {...widgetProps(schema)} />, { adapter: platform.adapter });
      const retry = await screen.findByRole('button', { name: /retry/i });
      expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
      healthy = true;
      await user.click(retry);
      await waitFor(() => expect(screen.getByRole('region', { name: 'Banners' })).toBeInTheDocument());
    },
  );
});
