import { PROMOTION_TYPES } from '../../../schemas/vocabulary.ts';
import type { Localised } from '../languages.ts';

/**
 * Promotion categories (PROMO-01) as the codes carried in `promotionType`. RAFFLE marks the
 * promotions that CALL-27 can claim; the client lists it under "others".
 */
export { PROMOTION_TYPES };
export type PromotionType = (typeof PROMOTION_TYPES)[number];

export interface PromotionCopy {
  id: string;
  type: PromotionType;
  colours: readonly [string, string];
  title: Localised;
  summary: Localised;
}

/** `{currency}` and `{brand}` are filled in per brand when the content is seeded. */
export const PROMOTIONS: readonly PromotionCopy[] = [
  {
    id: 'p-welcome',
    type: 'NEWPLAYER',
    colours: ['#0f3d3e', '#e0b243'],
    title: {
      EN: 'Welcome bonus 100%',
      MY: 'Bonus alu-aluan 100%',
      CN: '新会员首存100%红利',
      PT: 'Bónus de boas-vindas 100%',
    },
    summary: {
      EN: 'Double your first deposit, up to {currency} 500.',
      MY: 'Gandakan deposit pertama anda, sehingga {currency} 500.',
      CN: '首次存款翻倍，最高 {currency} 500。',
      PT: 'Duplique o seu primeiro depósito, até {currency} 500.',
    },
  },
  {
    id: 'p-weekend',
    type: 'DEPOSIT',
    colours: ['#1d2b53', '#29adff'],
    title: {
      EN: 'Weekend reload 30%',
      MY: 'Tambah nilai hujung minggu 30%',
      CN: '周末存款加赠30%',
      PT: 'Recarga de fim de semana 30%',
    },
    summary: {
      EN: 'Every Saturday and Sunday, 30% extra on one deposit of {currency} 50 or more.',
      MY: 'Setiap Sabtu dan Ahad, 30% tambahan untuk satu deposit {currency} 50 ke atas.',
      CN: '每周六、周日，单笔存款满 {currency} 50 加赠30%。',
      PT: 'Todos os sábados e domingos, 30% extra num depósito de {currency} 50 ou mais.',
    },
  },
  {
    id: 'p-slots-race',
    type: 'SLOTS',
    colours: ['#7e2553', '#ff77a8'],
    title: { EN: 'Slots race', MY: 'Perlumbaan slot', CN: '老虎机竞赛', PT: 'Corrida de slots' },
    summary: {
      EN: 'Climb the weekly slots leaderboard and share a {currency} 10,000 prize pool.',
      MY: 'Naik carta slot mingguan dan kongsi hadiah {currency} 10,000.',
      CN: '冲上每周老虎机排行榜，瓜分 {currency} 10,000 奖池。',
      PT: 'Suba na tabela semanal de slots e divida {currency} 10.000 em prémios.',
    },
  },
  {
    id: 'p-live-cashback',
    type: 'LIVE',
    colours: ['#3b1f5c', '#a076f9'],
    title: {
      EN: 'Live casino cashback 5%',
      MY: 'Pulangan tunai kasino langsung 5%',
      CN: '真人娱乐5%返现',
      PT: 'Cashback de casino ao vivo 5%',
    },
    summary: {
      EN: '5% of your net live-casino losses back every Monday.',
      MY: '5% daripada kerugian bersih kasino langsung dipulangkan setiap Isnin.',
      CN: '每周一返还真人娱乐净亏损的5%。',
      PT: '5% das suas perdas líquidas no casino ao vivo devolvidos todas as segundas.',
    },
  },
  {
    id: 'p-sports-insurance',
    type: 'SPORTS',
    colours: ['#064420', '#3cb371'],
    title: {
      EN: 'Sports bet insurance',
      MY: 'Insurans pertaruhan sukan',
      CN: '体育投注保险',
      PT: 'Seguro de apostas desportivas',
    },
    summary: {
      EN: 'Lose your first parlay of the week by one leg and get your stake back.',
      MY: 'Kalah parlay pertama minggu ini dengan satu perlawanan dan dapatkan semula taruhan anda.',
      CN: '每周首个串关仅输一场，退还本金。',
      PT: 'Perca a sua primeira múltipla da semana por um jogo e recupere a aposta.',
    },
  },
  {
    id: 'p-fishing',
    type: 'FISHING',
    colours: ['#003f5c', '#2f9bd6'],
    title: { EN: 'Fishing frenzy', MY: 'Pesta memancing', CN: '捕鱼狂欢', PT: 'Frenesim de pesca' },
    summary: {
      EN: 'Catch the golden dragon in any fishing game for a {currency} 88 bonus.',
      MY: 'Tangkap naga emas dalam mana-mana permainan memancing untuk bonus {currency} 88.',
      CN: '在任意捕鱼游戏中捕获金龙，奖励 {currency} 88。',
      PT: 'Apanhe o dragão dourado em qualquer jogo de pesca e ganhe {currency} 88.',
    },
  },
  {
    id: 'p-lottery',
    type: 'LOTTERY',
    colours: ['#5c1a1b', '#e63946'],
    title: {
      EN: 'Lottery lucky numbers',
      MY: 'Nombor bertuah loteri',
      CN: '彩票幸运号码',
      PT: 'Números da sorte da lotaria',
    },
    summary: {
      EN: 'Hit the daily lucky number and your prize is doubled.',
      MY: 'Kena nombor bertuah harian dan hadiah anda digandakan.',
      CN: '命中每日幸运号码，奖金翻倍。',
      PT: 'Acerte no número da sorte do dia e o prémio duplica.',
    },
  },
  {
    id: 'p-rebate',
    type: 'REBATE',
    colours: ['#2d3142', '#ef8354'],
    title: {
      EN: 'Daily rebate up to 1.2%',
      MY: 'Rebat harian sehingga 1.2%',
      CN: '每日返水高达1.2%',
      PT: 'Reembolso diário até 1,2%',
    },
    summary: {
      EN: 'Rebate on every valid bet, credited each morning, no turnover required.',
      MY: 'Rebat untuk setiap pertaruhan sah, dikreditkan setiap pagi, tanpa syarat pusing ganti.',
      CN: '所有有效投注均可返水，每天早上派发，无需流水。',
      PT: 'Reembolso em cada aposta válida, creditado todas as manhãs, sem requisitos de apostas.',
    },
  },
  {
    id: 'p-points',
    type: 'POINTS',
    colours: ['#4a3f00', '#e0b243'],
    title: { EN: 'Double points week', MY: 'Minggu mata ganda dua', CN: '双倍积分周', PT: 'Semana de pontos a dobrar' },
    summary: {
      EN: 'Earn double points on every bet this week and spend them in the points mall.',
      MY: 'Kumpul mata ganda dua untuk setiap pertaruhan minggu ini dan tebus di pusat mata.',
      CN: '本周每笔投注积分翻倍，可在积分商城兑换。',
      PT: 'Ganhe pontos a dobrar em cada aposta esta semana e troque-os na loja de pontos.',
    },
  },
  {
    id: 'p-vip-rank',
    type: 'RANK',
    colours: ['#1b1b3a', '#c0a062'],
    title: {
      EN: 'VIP rank-up reward',
      MY: 'Ganjaran naik taraf VIP',
      CN: 'VIP晋级奖励',
      PT: 'Recompensa de subida VIP',
    },
    summary: {
      EN: 'Reach a new VIP rank and receive a one-off upgrade bonus.',
      MY: 'Capai tahap VIP baharu dan terima bonus naik taraf sekali sahaja.',
      CN: '晋升新的VIP等级，即可获得一次性晋级礼金。',
      PT: 'Alcance um novo nível VIP e receba um bónus único de subida.',
    },
  },
  {
    id: 'p-app',
    type: 'DOWNLOAD',
    colours: ['#0b3954', '#087e8b'],
    title: {
      EN: 'App download bonus',
      MY: 'Bonus muat turun aplikasi',
      CN: '下载APP彩金',
      PT: 'Bónus de download da app',
    },
    summary: {
      EN: 'Log in with the {brand} app for the first time and get {currency} 8 free.',
      MY: 'Log masuk kali pertama dengan aplikasi {brand} dan dapatkan {currency} 8 percuma.',
      CN: '首次登录{brand} APP即送 {currency} 8。',
      PT: 'Entre pela primeira vez na app {brand} e receba {currency} 8 grátis.',
    },
  },
  {
    id: 'p-raffle',
    type: 'RAFFLE',
    colours: ['#6a040f', '#ffba08'],
    title: { EN: 'Lucky draw', MY: 'Cabutan bertuah', CN: '幸运抽奖', PT: 'Sorteio da sorte' },
    summary: {
      EN: 'Join the monthly lucky draw: one free ticket per member, prizes drawn on the last day of the month.',
      MY: 'Sertai cabutan bertuah bulanan: satu tiket percuma setiap ahli, cabutan pada hari terakhir bulan.',
      CN: '参加每月幸运抽奖：每位会员一张免费奖券，月底最后一天开奖。',
      PT: 'Participe no sorteio mensal: um bilhete grátis por membro, sorteado no último dia do mês.',
    },
  },
  {
    id: 'p-poker',
    type: 'POKER',
    colours: ['#14213d', '#fca311'],
    title: { EN: 'Poker freeroll', MY: 'Freeroll poker', CN: '扑克免费赛', PT: 'Freeroll de póquer' },
    summary: {
      EN: 'A free-entry poker tournament every Friday night.',
      MY: 'Kejohanan poker tanpa yuran setiap malam Jumaat.',
      CN: '每周五晚免费参赛的扑克锦标赛。',
      PT: 'Um torneio de póquer de entrada gratuita todas as sextas à noite.',
    },
  },
  {
    id: 'p-referral',
    type: 'OTHER',
    colours: ['#283618', '#bc6c25'],
    title: { EN: 'Invite friends', MY: 'Jemput rakan', CN: '邀请好友', PT: 'Convide amigos' },
    summary: {
      EN: 'Earn {currency} 20 for every friend who registers and makes a first deposit.',
      MY: 'Dapat {currency} 20 bagi setiap rakan yang mendaftar dan membuat deposit pertama.',
      CN: '每邀请一位好友注册并首存，即得 {currency} 20。',
      PT: 'Ganhe {currency} 20 por cada amigo que se registe e faça o primeiro depósito.',
    },
  },
  {
    id: 'p-game',
    type: 'GAME',
    colours: ['#22223b', '#9a8c98'],
    title: { EN: 'Game of the week', MY: 'Permainan minggu ini', CN: '本周精选游戏', PT: 'Jogo da semana' },
    summary: {
      EN: 'Play the featured game of the week for 20 free spins.',
      MY: 'Main permainan pilihan minggu ini untuk 20 putaran percuma.',
      CN: '畅玩本周精选游戏，赠送20次免费旋转。',
      PT: 'Jogue o jogo em destaque da semana e ganhe 20 rodadas grátis.',
    },
  },
  {
    id: 'p-birthday',
    type: 'OTHERS',
    colours: ['#590d22', '#ff4d6d'],
    title: { EN: 'Birthday gift', MY: 'Hadiah hari jadi', CN: '生日礼金', PT: 'Presente de aniversário' },
    summary: {
      EN: 'A gift from {brand} in your birthday month.',
      MY: 'Hadiah daripada {brand} pada bulan hari jadi anda.',
      CN: '生日当月，{brand}送上生日礼金。',
      PT: 'Um presente da {brand} no mês do seu aniversário.',
    },
  },
];

/** Headings and terms shared by every promotion page. */
export const PROMOTION_TERMS: Readonly<Record<'heading' | 'period' | 'turnover' | 'fair' | 'final', Localised>> = {
  heading: { EN: 'Terms and conditions', MY: 'Terma dan syarat', CN: '条款与细则', PT: 'Termos e condições' },
  period: {
    EN: 'The promotion runs until further notice.',
    MY: 'Promosi ini berjalan sehingga notis selanjutnya.',
    CN: '活动持续至另行通知。',
    PT: 'A promoção decorre até aviso em contrário.',
  },
  turnover: {
    EN: 'Bonuses must be wagered 10 times before withdrawal.',
    MY: 'Bonus mesti dipertaruhkan 10 kali sebelum pengeluaran.',
    CN: '红利需完成10倍流水方可提款。',
    PT: 'Os bónus devem ser apostados 10 vezes antes do levantamento.',
  },
  fair: {
    EN: 'One account per person, household and IP address.',
    MY: 'Satu akaun bagi setiap orang, isi rumah dan alamat IP.',
    CN: '每人、每户、每个IP地址仅限一个账户。',
    PT: 'Uma conta por pessoa, agregado familiar e endereço IP.',
  },
  final: {
    EN: '{brand} may change or end this promotion at any time.',
    MY: '{brand} boleh mengubah atau menamatkan promosi ini pada bila-bila masa.',
    CN: '{brand}保留随时修改或终止本活动的权利。',
    PT: 'A {brand} pode alterar ou terminar esta promoção a qualquer momento.',
  },
};
