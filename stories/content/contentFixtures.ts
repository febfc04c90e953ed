import { byName, okReply, type FakeRoutes } from '../../tests/support/fakePlatform.ts';
export { FAILURES } from '../games/gameFixtures.ts';
import { expect, within } from 'storybook/test';

/** Promotions as CALL-53 gives them (one of each kind the page treats apart: a raffle, a referral). */
export const STORY_PROMOTIONS = [
  {
    id: 'p-welcome',
    title: 'Welcome bonus 100%',
    promotionType: 'NEWPLAYER',
    content:
      '<p>Double your first deposit, up to RM 500.</p><ul><li>Minimum deposit RM 30.</li><li>Turnover 10×.</li></ul>',
  },
  {
    id: 'p-weekend',
    title: 'Weekend reload 30%',
    promotionType: 'DEPOSIT',
    content: '<p>Every Saturday and Sunday, 30% extra on one deposit of RM 50 or more.</p>',
  },
  {
    id: 'p-raffle',
    title: 'Lucky draw',
    promotionType: 'RAFFLE',
    content: '<p>One free ticket per member, prizes drawn on the last day of the month.</p>',
  },
  {
    id: 'p-poker',
    title: 'Poker freeroll',
    promotionType: 'POKER',
    content: '<p>A free-entry poker tournament every Friday night.</p>',
  },
  {
    id: 'p-referral',
    title: 'Invite friends',
    promotionType: 'OTHER',
    content: '<p>Earn RM 20 for every friend who registers and makes a first deposit.</p>',
  },
];

export const STORY_HELP = [
  {
    id: 'faq',
    title: 'Frequently asked questions',
    content: '<p>Answers to what players ask most.</p>',
    children: [
      {
        id: 'faq-register',
        title: 'How do I register?',
        content: '<p>Press Register at the top of any page and fill in the form.</p>',
      },
      {
        id: 'faq-password',
        title: 'I forgot my password',
        content: '<p>Use “Forgot password” in the login window.</p>',
      },
    ],
  },
  {
    id: 'deposit',
    title: 'Deposit',
    content: '<p>Open Deposit from the header and choose a payment method.</p>',
    children: [],
  },
  {
    id: 'term',
    title: 'Terms and conditions',
    content: '<p>1. Players must be 18 or older.</p><p>2. One account per person.</p>',
    children: [],
  },
];

export const content: FakeRoutes = byName({
  announcements: okReply({ promotion: STORY_PROMOTIONS }),
  helpCenter: okReply(STORY_HELP),
  claimRafflePromotion: okReply({
    message: 'You have joined "Lucky draw". Your ticket is R-000042; good luck in the draw!',
  }),
  chatModels: okReply([
    { modelId: 'cs-general', name: 'Customer service' },
    { modelId: 'cs-vip', name: 'VIP host' },
  ]),
  launchChat: okReply({ chatUrl: 'about:blank' }),
});

/** Every content call answering the same failure. */
export function failing(reply: FakeRoutes[string]): FakeRoutes {
  return Object.fromEntries(Object.keys(content).map((path) => [path, reply]));
}

export const STORY_MEMBER = { member: { id: '7', account: 'demo_member', nickname: 'Demo', type: 0 } };

/** Play: a failure shows its message in place, with a retry. */
export const showsAlert = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
  await expect(alert).toBeVisible();
  await expect(within(alert).getByRole('button')).toBeVisible();
};

/** Play: a heading of this text has arrived. */
export const showsHeading =
  (name: string | RegExp, level = 2) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name, level }, { timeout: 5000 })).toBeVisible();
  };
