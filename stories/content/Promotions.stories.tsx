import type { Meta, StoryObj } from '@storybook/react-vite';
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

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = { play: showsHeading('Welcome bonus 100%') };

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<PromotionsProps>('aurora', 'Promotions') },
  play: showsHeading('Welcome bonus 100%'),
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<PromotionsProps>('jade', 'Promotions') },
  play: showsHeading('Welcome bonus 100%'),
};

/** /promotions#p-raffle: the hash selects the raffle, which a member can join (ROUTE-13, PROMO-05). */
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
export const WithoutZaloNote: Story = { args: { zaloBonus: false }, play: showsHeading('Welcome bonus 100%') };

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
