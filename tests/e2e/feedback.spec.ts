// Feedback and suggestions end to end (MC-20, VAL-17..19, issue 16): a member sends feedback with two
// images (previewed, one removed and added again), finds it under their past feedback, the operator
// answers it from `npm run admin`, and the member reads the reply. On a 360 px phone.
import { expect, test } from './support/test.ts';
import { axeViolations, WCAG_AA } from './support/axe.ts';
import { layoutProblems } from './support/layoutChecks.ts';
import { admin } from './support/platform.ts';
import { inEnglish, startLoggedIn, withoutLoadPopups } from './support/session.ts';
import { TINY_PNG } from '../support/platformAnswers.ts';

const image = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG });

for (const id of ['aurora', 'jade']) {
  test.describe(`feedback on ${id} (MC-20, issue 16)`, () => {
    test("a member sends feedback with two images and reads the operator's reply, on a 360 px phone", async ({
      page,
    }) => {
      await startLoggedIn(page, id);
      await inEnglish(page);
      await withoutLoadPopups(page);
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(`/member?page=feedback&brand=${id}`);
      const main = page.getByRole('main');
      const text = `The lobby search forgets my filter on ${id} (${Date.now()}).`;
      await main.getByLabel('Your feedback').fill(text);
      await main.getByLabel('Remark (optional)').fill('Chrome on Android');

      // VAL-19: a wrong type is refused in place; two PNGs are previewed, one removed and chosen again.
      const picker = main.getByLabel(/^Images/);
      await picker.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') }]);
      await expect(main.getByText('notes.txt is not a PNG or JPEG image.')).toBeVisible();
      await picker.setInputFiles([image('first.png'), image('second.png')]);
      await expect(main.getByRole('img', { name: 'Preview of first.png' })).toBeVisible();
      await expect(main.getByRole('img', { name: 'Preview of second.png' })).toBeVisible();
      await main.getByRole('button', { name: 'Remove second.png' }).click();
      await expect(main.getByRole('img', { name: 'Preview of second.png' })).toHaveCount(0);
      await picker.setInputFiles([image('second.png')]);
      await expect(main.getByRole('img', { name: 'Preview of second.png' })).toBeVisible();
      expect(await layoutProblems(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`${id}-feedback-360.png`), fullPage: true });

      await main.getByRole('button', { name: 'Send feedback' }).click();
      await expect(main.getByText('Thank you! Your feedback was sent; our reply will appear below.')).toBeVisible();
      await expect(main.getByLabel('Your feedback')).toHaveValue('');
      const past = main.getByRole('region', { name: 'Your past feedback' });
      const mine = past.getByRole('listitem').filter({ hasText: text });
      await expect(mine).toContainText('2 image(s)');
      await expect(mine).toContainText('Waiting for a reply');

      // The operator sees it waiting and answers; the member reads the reply beside it, with no
      // reload: it arrives on the live stream, as messages do (issue 26).
      const reference = /F-\d+/.exec((await mine.textContent()) ?? '')?.[0];
      expect(reference).toBeTruthy();
      expect(admin('feedback')).toContain(reference!);
      admin('feedback', 'reply', reference!, "Thank you: fixed in tonight's update.");
      await expect(mine).toContainText("Thank you: fixed in tonight's update.");
      await expect(mine).not.toContainText('Waiting for a reply');
      expect(await layoutProblems(page)).toEqual([]);
      // WCAG A and AA, as the phone walk checks every centre page (the centre has no h1 of its own: a best-practice rule).
      expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);
    });
  });
}
