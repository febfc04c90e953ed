import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Promotions from '../../widgets/content/Promotions/Promotions.tsx';
import { schema, type PromotionsProps } from '../../widgets/content/Promotions/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { content, failing, FAILURES, showsAlert, showsHeading, STORY_MEMBER } from './contentFixtures.ts';

const meta = {
  title: 'content/Promotions',
  component: Promotions,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: content, route: '/promotions' },
} satisfies Meta<typeof Promotions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Play: the list shows this promotion, and none is open. */
const listsPromotion =
  (name: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  };

/** Play: the promotion is open where the player is looking, its heading focused, its Join in view (issue 26). */
const opensInView =
  (title: string, join: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const sheet = await within(canvasElement).findByRole('dialog', { name: title }, { timeout: 5000 });
    const heading = within(sheet).getByRole('heading', { name: title, level: 2 });
    const action = within(sheet).getByRole('button', { name: join });
    await expect(heading).toHaveFocus();
    for (const element of [heading, action]) {
      const box = element.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
  };

/** Rendered under the brand and language chosen in the toolbar: the list, no promotion open. */
export const Default: Story = { play: listsPromotion(/Welcome bonus 100%/) };

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<PromotionsProps>('aurora', 'Promotions') },
  play: listsPromotion(/Welcome bonus 100%/),
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<PromotionsProps>('jade', 'Promotions') },
  play: listsPromotion(/Welcome bonus 100%/),
};

/** A promotion opened, on a phone: a sheet from the bottom edge with its Join (aurora, in Malay). */
export const AuroraOpenedOnPhone: Story = {
  globals: { brand: 'aurora', locale: 'MY', viewport: { value: 'mobile1', isRotated: false } },
  args: { ...brandWidgetProps<PromotionsProps>('aurora', 'Promotions') },
  parameters: { route: '/promotions#p-raffle' },
  play: opensInView('Lucky draw', 'Sertai'),
};

/** A promotion opened, for a member on jade: a sheet over the list with its Join. */
export const JadeOpened: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<PromotionsProps>('jade', 'Promotions') },
  parameters: { route: '/promotions#p-raffle', session: STORY_MEMBER },
  play: opensInView('Lucky draw', 'Join'),
};

/** /promotions#p-raffle: the hash opens the raffle, which a member can join (ROUTE-13, PROMO-05). */
export const MemberAtTheRaffle: Story = {
  parameters: { route: '/promotions#p-raffle', session: STORY_MEMBER },
  play: showsHeading('Lucky draw'),
};

/** Periods the brand names for its promotions, shown in the list and the detail (PROMO-03). */
export const WithPeriods: Story = {
  args: { periods: { 'p-welcome': 'D', 'p-weekend': 'W', 'p-raffle': 'H', 'p-poker': 'M' } },
  parameters: { route: '/promotions#p-raffle' },
  play: showsHeading('Lucky draw'),
};

/** Without the Zalo bonus note (PROMO-09), as a brand may choose. */
export const WithoutZaloNote: Story = { args: { zaloBonus: false }, play: listsPromotion(/Welcome bonus 100%/) };

export const AuroraCards: Story = {
  globals: { brand: 'aurora' },
  args: { layout: 'cards' },
  parameters: { route: '/promotions#p-weekend' },
  play: showsHeading('Weekend reload 30%'),
};

export const Loading: Story = { parameters: { platform: failing(FAILURES.loading) } };

export const PlatformError: Story = { parameters: { platform: failing(FAILURES.serverError) }, play: showsAlert };

export const PlatformTimeout: Story = { parameters: { platform: failing(FAILURES.timeout) }, play: showsAlert };

export const MalformedAnswer: Story = { parameters: { platform: failing(FAILURES.malformed) }, play: showsAlert };
