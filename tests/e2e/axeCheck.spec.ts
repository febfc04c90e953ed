// The accessibility check every e2e spec leans on (support/axe.ts) must see what axe sees: a
// violation in the page, one inside a frame, and only the parts a scope names.
import { expect, test } from './support/test.ts';
import { axeViolations, WCAG_AA } from './support/axe.ts';

const PAGE = `<!doctype html><html lang="en"><head><title>check</title></head><body>
  <main><h1>Main</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" class="in-main"></main>
  <aside><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" class="in-aside"></aside>
  <iframe title="inner" srcdoc="<!doctype html><html lang=en><title>inner</title><body><img src='data:image/gif;base64,R0lGODlhAQABAAAAACw=' class='in-frame'></body></html>"></iframe>
</body></html>`;

test('axe reports an image without a text alternative in the page and inside its frame, and keeps to the parts a scope names', async ({
  page,
}) => {
  await page.setContent(PAGE);
  await expect.poll(() => page.frames().length).toBe(2);
  await page.frames()[1]!.waitForLoadState();

  const whole = (await axeViolations(page, { tags: WCAG_AA })).find((line) => line.startsWith('image-alt:'));
  expect(whole).toContain('.in-main');
  expect(whole).toContain('.in-aside');
  // A node inside a frame is named by the frame, then the node in it.
  expect(whole).toContain('iframe img');

  const mainOnly = (await axeViolations(page, { include: ['main'] })).find((line) => line.startsWith('image-alt:'));
  expect(mainOnly).toContain('.in-main');
  expect(mainOnly).not.toContain('.in-aside');
  expect(mainOnly).not.toContain('iframe');

  const withoutFrame = (await axeViolations(page, { exclude: ['iframe'] })).find((line) =>
    line.startsWith('image-alt:'),
  );
  expect(withoutFrame).toContain('.in-aside');
  expect(withoutFrame).not.toContain('iframe');
});
