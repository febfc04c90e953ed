// The points mall end to end (issue 16): a member redeems a reward sent by post with the payment
// password — a wrong one first, which redeems nothing — and the points, the redeem history and the
// points details change; then converts points to balance at the brand's ratio. On a 360 px phone.
import { expect, test, type Page } from './support/test.ts';
import { axeViolations, WCAG_AA } from './support/axe.ts';
import { layoutProblems } from './support/layoutChecks.ts';
import { inEnglish, startLoggedIn, withoutLoadPopups } from './support/session.ts';

const PAYMENT_PASSWORD = '246810';
const SPEAKER_POINTS = 800;

const pointsShown = async (page: Page) =>
  Number((await page.getByTestId('points-balance').textContent())?.replace(/\D/g, '') ?? NaN);

for (const id of ['aurora', 'jade']) {
  test.describe(`points mall on ${id} (POINTS-01..07, issue 16)`, () => {
    test('a member redeems a reward with the payment password, follows it in the history and converts points, on a 360 px phone', async ({
      page,
    }) => {
      await startLoggedIn(page, id);
      await inEnglish(page);
      await withoutLoadPopups(page);
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(`/member?page=pointMall&brand=${id}`);
      const mall = page.getByRole('main');
      await expect(mall.getByRole('heading', { name: 'Points mall' })).toBeVisible();
      await expect(page.getByTestId('points-balance')).toHaveText(/^\d[\d,]*$/);
      const before = await pointsShown(page);
      expect(before).toBeGreaterThanOrEqual(SPEAKER_POINTS + 100);

      // POINTS-06: the payment password is checked before anything is redeemed.
      await page.locator('[data-reward="rw-speaker"]').click();
      await mall.getByLabel('Delivery address').fill('1 Jalan Example, 50000 Kuala Lumpur');
      await mall.getByLabel('Payment password').fill('135791');
      await mall.getByRole('button', { name: `Redeem for ${SPEAKER_POINTS} points` }).click();
      await expect(mall.getByRole('alert')).toHaveText('The payment password is not correct. Nothing was redeemed.');
      expect(await pointsShown(page)).toBe(before);

      await mall.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
      await mall.getByRole('button', { name: `Redeem for ${SPEAKER_POINTS} points` }).click();
      await expect(mall.getByRole('status').filter({ hasText: /^Redeemed: / })).toBeVisible();
      await expect.poll(() => pointsShown(page)).toBe(before - SPEAKER_POINTS);
      expect(await layoutProblems(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`${id}-points-mall-360.png`), fullPage: true });

      // POINTS-02, POINTS-04: the redemption is in the history, in process; the points left in the details.
      await mall.getByRole('button', { name: 'Redeem history' }).click();
      const firstRedemption = mall.getByRole('region', { name: 'Redeem history' }).getByRole('row').nth(1);
      await expect(firstRedemption).toContainText('In process');
      await expect(firstRedemption).toContainText(String(SPEAKER_POINTS));
      expect(new URL(page.url()).searchParams.get('section')).toBe('history');
      await mall.getByRole('button', { name: 'Points details' }).click();
      const firstMove = mall.getByRole('region', { name: 'Points details' }).getByRole('row').nth(1);
      await expect(firstMove).toContainText('Redeemed');
      await expect(firstMove).toContainText(`-${SPEAKER_POINTS}`);
      expect(await layoutProblems(page)).toEqual([]);
      await mall.getByRole('button', { name: 'Points rules' }).click();
      await expect(mall.getByText('Your points never expire.')).toBeVisible();

      // CALL-36: convert 100 points at the ratio; the points fall and the main wallet gains.
      await mall.getByRole('button', { name: 'Rewards' }).click();
      await mall.getByLabel('Points to convert').fill('100');
      await mall.getByRole('button', { name: 'Convert', exact: true }).click();
      await expect(
        mall.getByRole('status').filter({ hasText: /^100 points converted: .+ added to your main wallet\.$/ }),
      ).toBeVisible();
      await expect.poll(() => pointsShown(page)).toBe(before - SPEAKER_POINTS - 100);
      await mall.getByRole('button', { name: 'Points details' }).click();
      await expect(mall.getByRole('region', { name: 'Points details' }).getByRole('row').nth(1)).toContainText(
        'Converted',
      );

      // WCAG A and AA, as the phone walk checks every centre page (the centre has no h1 of its own: a best-practice rule).
      expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
    });
  });
}
