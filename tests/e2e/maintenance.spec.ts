// Runs in the "operator" project, after every other e2e test: maintenance closes the whole site.
import { expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { admin } from './support/platform.ts';

test('SHELL-02 FLAG-19 the operator switches maintenance on: every brand shows the maintenance page with its text and customer service', async ({
  page,
}) => {
  admin('maintenance', 'on', 'Back at 04:00');
  try {
    // Each brand's page speaks its default language (I18N-01): Malay on aurora, English on jade.
    for (const [brand, liveChat] of [
      ['aurora', 'Sembang langsung'],
      ['jade', 'Live chat'],
    ] as const) {
      await page.goto(`/?brand=${brand}`);
      await expect(page.getByText('Back at 04:00')).toBeVisible();
      const chat = page.getByRole('link', { name: liveChat });
      await expect(chat).toHaveAttribute('href', /\/chat\/cs-general$/);
      expect(await axeViolations(page)).toEqual([]);
    }
  } finally {
    admin('maintenance', 'off');
  }
  await page.goto('/?brand=aurora');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByText('Back at 04:00')).toHaveCount(0);
});
