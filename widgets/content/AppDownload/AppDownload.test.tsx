import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import AppDownload from './AppDownload.tsx';
import { schema } from './schema.ts';

const resources = {
  android: { labelNameEn: 'Android app', url: 'https://dl.example.com/app.apk', resourceType: 'Android' },
  ios: { labelNameEn: 'iOS app', url: 'https://dl.example.com/ios', resourceType: 'iOS' },
  bad: { labelNameEn: 'Bad', url: 'javascript:alert(1)', resourceType: 'iOS' },
};

async function withResources(
  props = widgetProps(schema),
  list: Record<string, { labelNameEn: string; url: string; resourceType: string }> = resources,
) {
  const rendered = await renderWidget(<AppDownload {...props} />, { route: '/download' });
  act(() =>
    rendered.engine.platform
      .getState()
      .applyStatus({ status: 0, maintenance: false, regionRestriction: false, info: { resources: list } }),
  );
  return rendered;
}

describe('AppDownload', () => {
  it('has a download and install guide for iOS, Android and Lite (DL-01, ROUTE-02)', async () => {
    await withResources();
    const guides = screen.getAllByRole('article');
    expect(guides.map((guide) => within(guide).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'iOS',
      'Android',
      'Lite',
    ]);
    for (const guide of guides) {
      expect(within(guide).getByRole('heading', { name: 'How to install', level: 3 })).toBeInTheDocument();
      expect(within(guide).getAllByRole('listitem')).toHaveLength(3);
    }
    expect(within(guides[2]!).getByText(/Add to Home Screen/)).toBeInTheDocument();
  });

  it('links each app to its site resource, http(s) only, with a QR code of it (DL-02, DL-03)', async () => {
    await withResources();
    expect(screen.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute(
      'href',
      'https://dl.example.com/ios',
    );
    expect(screen.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://dl.example.com/app.apk',
    );
    // Lite is this site kept on the home screen.
    expect(screen.getByRole('link', { name: 'Open the Lite version' })).toHaveAttribute(
      'href',
      `${window.location.origin}/`,
    );
    const qr = await screen.findByRole('img', { name: 'Scan to download for Android' });
    expect(qr).toHaveAttribute('width', '200');
    await waitFor(() => expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/));
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it('uses a Lite resource where the platform lists one; a brand can leave out QR codes and order the guides', async () => {
    await withResources(widgetProps(schema, { platforms: ['Android', 'Lite'], qrCodes: false }), {
      ...resources,
      lite: { labelNameEn: 'Lite', url: 'https://lite.example.com/', resourceType: 'Lite' },
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Android',
      'Lite',
    ]);
    expect(screen.getByRole('link', { name: 'Open the Lite version' })).toHaveAttribute(
      'href',
      'https://lite.example.com/',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('without system status (the platform failed) keeps every guide and says the link is not available (DL-02)', async () => {
    await renderWidget(<AppDownload {...widgetProps(schema, { platforms: ['iOS', 'Android'] })} />, {
      route: '/download',
    });
    expect(screen.getByRole('heading', { name: /Get the .* app/, level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText(/download link is not available right now/)).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('in Chinese', async () => {
    await renderWidget(<AppDownload {...widgetProps(schema)} />, {
      language: 'CN',
      brand: { languages: { default: 'CN', supported: ['CN', 'EN'] } },
    });
    expect(screen.getByRole('heading', { name: '安卓', level: 2 })).toBeInTheDocument();
  });
});
