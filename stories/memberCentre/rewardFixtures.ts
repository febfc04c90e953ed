import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { calls } from '../../schemas/api/index.ts';
import { cashierPlatform } from './cashierFixtures.ts';

/** The reward centre, missions and rebate as a member with rewards ready to claim sees them (MC-11, MC-13, MC-15). */
export const rewardsPlatform = {
  ...cashierPlatform,
  ...byName({
    rewardCenter: okReply({
      rewardCenter: 2,
      promotions: [
        {
          promotionId: 'p-welcome',
          title: 'Welcome bonus',
          promotionType: 'NEWPLAYER',
          status: 'claim',
          amount: '18.00',
        },
        {
          promotionId: 'p-fishing',
          title: 'Fishing frenzy',
          promotionType: 'FISHING',
          status: 'claim',
          amount: '8.80',
        },
        { promotionId: 'p-poker', title: 'Poker week', promotionType: 'POKER', status: 'join' },
        { promotionId: 'p-weekend', title: 'Weekend reload', promotionType: 'DEPOSIT', status: 'applying' },
        { promotionId: 'p-slots-race', title: 'Slots race', promotionType: 'SLOTS', status: 'rejected' },
        {
          promotionId: 'p-lottery',
          title: 'Lottery cashback',
          promotionType: 'LOTTERY',
          status: 'claimed',
          amount: '5.00',
        },
        { promotionId: 'p-birthday', title: 'Birthday gift', promotionType: 'OTHERS', status: 'coming' },
        { promotionId: 'p-raffle', title: 'Lucky draw', promotionType: 'RAFFLE', status: 'join' },
        { promotionId: 'p-raffle-2', title: 'New year envelope', promotionType: 'RAFFLE', status: 'signed' },
      ],
    }),
    rewardAction: okReply({
      message: 'Welcome bonus: 18.00 added to your wallet.',
      status: 'claimed',
      amount: '18.00',
      balance: '1268.50',
    }),
    missionSummary: okReply({
      missionLeaderboard: 1,
      missions: [
        { id: 'm-slots-10', title: 'Play 10 slot rounds', progress: 10, target: 10, status: 'claim', reward: '5.00' },
        { id: 'm-live-5', title: 'Play 5 live-casino hands', progress: 2, target: 5, status: 'signed', reward: '8.00' },
        { id: 'm-invite', title: 'Invite a friend', progress: 0, target: 1, status: 'join', reward: '10.00' },
      ],
    }),
    missionLeaderboard: okReply([
      { rank: 1, account: 'pl***01', score: 980 },
      { rank: 2, account: 'lu***ar', score: 915 },
      { rank: 3, account: 'de***er', score: 860 },
      { rank: 4, account: 'kl***er', score: 790 },
      { rank: 5, account: 'sp***er', score: 745 },
    ]),
    claimMission: okReply(calls.claimMission.response.examples[0]),
    manualRebate: okReply(calls.manualRebate.response.examples[0]),
    claimManualRebate: okReply(calls.claimManualRebate.response.examples[0]),
  }),
};
