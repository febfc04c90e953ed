// A deposit's result on a phone (issue 26 item 2, WALLET-03, MC-04): after the form is sent, the bank
// details and reference, or the payment page link, are on the screen and focused, not scrolled away
// above it; each detail has a copy button named for what it copies; the deposit is listed with its
// state, which follows the operator's decision live.
import { expect, test, type Locator, type Page } from './support/test.ts';
import { admin } from './support/platform.ts';
import { inEnglish, startLoggedIn, withoutLoadPopups } from './support/session.ts';

const BRANDS = ['aurora', 'jade'];

/** Sends the deposit form with `method` and `amount`, from where the submit button is (as a thumb does). */
async function deposit(page: Page, method: RegExp, amount: string) {
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('radio', { name: method }).check();
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('button', { name: 'Deposit' }).click();
  return page.getByRole('heading', { name: new RegExp(`^Deposit of .*${amount}\\.00$`) });
}

/** The id the operator's commands take: the waiting deposit whose reference the page quotes. */
function depositIdOf(reference: string): string {
  const line = admin('deposits')
    .split('\n')
    .find((row) => row.includes(`ref ${reference}`));
  const id = /^(D\d+)/.exec(line ?? '')?.[1];
  if (!id) throw new Error(`no waiting deposit with reference ${reference}`);
  return id;
}

/** Wholly on the screen, and not under the header (where a brand's header stays at the top). */
async function expectOnScreen(page: Page, target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 });
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  const top = await target.evaluate((element) => element.getBoundingClientRect().top);
  expect(top, 'the top of what is shown, below the header').toBeGreaterThanOrEqual(headerBottom - 1);
}

for (const brandId of BRANDS) {
  test(`issue 26, WALLET-03, MC-04: at 360 px a deposit's result comes into view and focus on ${brandId}, with copy buttons, and the deposit is listed, its state changing live`, async ({
    page,
  }) => {
    await withoutLoadPopups(page);
    await inEnglish(page);
    await startLoggedIn(page, brandId);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/member?page=depositv2&brand=${brandId}`);

    await test.step('a bank transfer: the account and the reference are on the screen, the heading focused', async () => {
      const heading = await deposit(page, /^Bank transfer/, '100');
      await expect(heading).toBeFocused();
      await expectOnScreen(page, heading);
      const details = page.locator('.lv-deposit__bank');
      for (const name of ['Copy account number', 'Copy account name', 'Copy amount', 'Copy reference'])
        await expectOnScreen(page, details.getByRole('button', { name }));
      const reference = (await details.locator('dd strong').textContent())!.trim();
      await details.getByRole('button', { name: 'Copy reference' }).click();
      await expect(details.getByRole('status').filter({ hasText: `Copied: ${reference}` })).toBeVisible();
      const listed = page.getByRole('region', { name: 'Recent deposits' }).getByRole('listitem').filter({
        hasText: reference,
      });
      await expect(listed).toContainText('Waiting for payment');
      // The operator confirms it: the list says so without a reload (MC-18).
      admin('deposit', 'arrive', depositIdOf(reference));
      await expect(listed).toContainText('Paid');
    });

    await test.step('a card payment: the payment page link is on the screen, the heading focused', async () => {
      await page.getByRole('button', { name: 'Make another deposit' }).click();
      const heading = await deposit(page, /^Debit \/ credit card/, '100');
      await expect(heading).toBeFocused();
      await expectOnScreen(page, heading);
      await expectOnScreen(page, page.getByRole('link', { name: 'Go to the payment page' }));
    });
  });
}
