// Start-up never hangs (issue 14, item 2; ERR-20, SHELL-01): the boot script's brand document and
// system status have a timeout, after which the page says it took too long and offers a retry.
import { expect, test } from './support/test.ts';
import { inEnglish } from './support/session.ts';

/** The boot script's limit on each start-up answer (index.html). */
const BOOT_TIMEOUT_MS = 10_000;
/** The gateway's limit on a platform call (the brand's apiTimeoutMs, its default). */
const API_TIMEOUT_MS = 15_000;

test('system status that never answers: "took too long" with a retry, within seconds; the retry opens the site', async ({
  page,
}) => {
  await inEnglish(page);
  let hang = true;
  let asked = 0;
  await page.route('**/wps/system/status', async (route) => {
    if (!hang) return route.continue();
    // Never answered.
    asked ||= Date.now();
  });
  await page.goto('/?brand=aurora');
  const tooLong = page.getByText('The page is taking too long to open. Please check your network.');
  await expect(tooLong).toBeVisible();
  // Told after the boot script's 10 s from the status request, not after the gateway's 15 s on top
  // of them: the two differ by more than a busy machine's delay in drawing the message.
  expect(Date.now() - asked, "not the gateway's wait on top of the boot script's").toBeLessThan(
    BOOT_TIMEOUT_MS + API_TIMEOUT_MS,
  );
  await expect(page.getByText('Opening the site…')).toHaveCount(0);
  hang = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
});

test('a brand document that never answers: not a white page but "took too long" in MY and English, with a retry that loads the site', async ({
  page,
}) => {
  let hang = true;
  await page.route('**/brands/aurora.json', async (route) => {
    if (!hang) return route.continue();
  });
  await page.goto('/?brand=aurora');
  const alert = page.getByRole('alert');
  // The boot script gives up after its 10 s: within the suite's wait for a state (playwright.config.ts).
  await expect(alert).toContainText('The page took too long to open. Please check your network.');
  await expect(alert).toContainText('Halaman mengambil masa terlalu lama untuk dibuka.');
  hang = false;
  await alert.getByRole('button', { name: 'Cuba lagi / Try again' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
});
