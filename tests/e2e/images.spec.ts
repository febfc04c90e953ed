// Pictures in the platform's HTML come only from the site and its image hosts (issue 14, item 7;
// ANN-04, SHELL-05): in the sanitiser, and in the Content-Security-Policy.
import { test as plainTest } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { inEnglish, withoutLoadPopups } from './support/session.ts';

const TRACKER = 'https://tracker.example';
/** A 1 × 1 transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

test("a notice with pictures from anywhere: only the site's own load, nothing reaches the stranger", async ({
  page,
}) => {
  await inEnglish(page);
  await withoutLoadPopups(page);
  const strangers: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(TRACKER)) strangers.push(request.url());
  });
  await page.route(`${TRACKER}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/gif', body: '' }));
  await page.route('**/wps/relay/MCSFE_getListAnnouncements*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { notices?: { content: string }[] } };
    if (!body.value.notices?.length) return route.fulfill({ response, json: body });
    body.value.notices[0]!.content =
      `<p>Hello</p><img src="${TRACKER}/pixel.gif?who=reader" alt="pixel"><img src="/img/avatars/avatar-1.svg" alt="ours">` +
      `<img src="/x.png" srcset="${TRACKER}/hi.png 2x" alt="set"><video poster="${TRACKER}/poster.png"></video>`;
    await route.fulfill({ response, json: body });
  });
  // Open the notice the marquee shows first (NoticeDetail renders its HTML); the marquee stands still.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?brand=aurora');
  await page.locator('.lv-marquee__item').first().click();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog.getByText('Hello')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'ours' })).toHaveAttribute('src', '/img/avatars/avatar-1.svg');
  await expect(dialog.locator(`[src^="${TRACKER}"], [srcset*="tracker"], [poster^="${TRACKER}"]`)).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(strangers).toEqual([]);
});

// The plain runner: this test provokes the violation on purpose, which the suite's fixture would count.
plainTest(
  "the site's policy allows pictures from the site and the platform only, never any https host",
  async ({ page, request }) => {
    // A picture the policy let through would load (a pixel of our own): the page then says 'loaded'
    // instead of waiting for a violation that never comes.
    await page.route(`${TRACKER}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL }));
    const answer = await request.get('/?brand=aurora');
    const policy = answer.headers()['content-security-policy'] ?? '';
    const images = /img-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(images).toContain("'self'");
    expect(images).not.toContain('https:');
    expect(images).not.toContain('*');
    // Even a picture that slipped past the sanitiser is refused by the browser.
    await page.goto('/?brand=aurora');
    const blocked = await page.evaluate(async (tracker) => {
      const seen = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), {
          once: true,
        }),
      );
      const img = document.createElement('img');
      const loaded = new Promise<string>((resolve) => img.addEventListener('load', () => resolve('loaded')));
      img.src = `${tracker}/slipped.gif`;
      document.body.append(img);
      // Blocked, the browser reports the violation; let through, the picture loads: whichever comes.
      return Promise.race([seen, loaded]);
    }, TRACKER);
    expect(blocked).toMatch(/^img-src/);
  },
);
