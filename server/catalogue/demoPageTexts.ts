import { LANGUAGE_TABLE } from '../../schemas/brand/languages.ts';
import type { PlatformBrand } from '../brands.ts';
import { CONTENT_LANGUAGES, platformLanguageOf, type ContentLanguage } from '../content/languages.ts';
import { MENU_NAMES, type GameType } from './gameTypes.ts';
import type { PrizeMode } from './lotteryGames.ts';

/**
 * Every text of the platform's own player pages (the demo game, the demo lottery page and the page
 * of a launch link that is gone), in the four languages the player ships (I18N-02). `{name}`-style
 * gaps are filled by `fill`; the demo game's script gets its texts as a JSON block.
 */
export interface DemoPageTexts {
  balance: string;
  demoGame: string;
  gameTitle: string;
  betAmount: string;
  betRange: string;
  spin: string;
  won: string;
  noWin: string;
  spinFailed: string;
  lowBalance: string;
  badAmount: string;
  sessionOver: string;
  lotteryTitle: string;
  lottery: string;
  drawOf: string;
  drawnAt: string;
  drawnNumbers: string;
  latestResults: string;
  gameColumn: string;
  drawColumn: string;
  firstNumber: string;
  back: string;
  goneTitle: string;
  goneExpired: string;
  goneInvalid: string;
  goneAgain: string;
  /** The reality check in the game window (RG-18): `{time}` played, `{amount}` won or lost. */
  realityTitle: string;
  realityPlayed: string;
  realityNet: string;
  realityStaked: string;
  realityNetUnknown: string;
  realityContinue: string;
  realityStop: string;
  realityStopped: string;
  closedTitle: string;
  maintenance: string;
  regionRestricted: string;
  prizeModes: Record<PrizeMode, string>;
  gameTypes: Record<GameType, string>;
  /** The lottery areas the seeded games name (lotteryGames.ts); a name not here is shown as given. */
  areas: Readonly<Record<string, string>>;
}

export const DEMO_PAGE_TEXTS: Readonly<Record<ContentLanguage, DemoPageTexts>> = {
  EN: {
    balance: 'Balance',
    demoGame: 'demo game',
    gameTitle: '{name} — demo',
    betAmount: 'Bet amount',
    betRange: 'From {min} to {max}.',
    spin: 'Spin',
    won: 'You won {amount}!',
    noWin: 'No win this time.',
    spinFailed: 'The spin failed. Please try again.',
    lowBalance: 'Your balance is too low for this bet.',
    badAmount: 'Enter a bet from {min} to {max}, with at most 2 decimals.',
    sessionOver: 'This game session has ended: launch the game again from the lobby.',
    lotteryTitle: '{title} — lottery',
    lottery: 'Lottery',
    drawOf: 'Draw {issue}',
    drawnAt: 'drawn {time} UTC',
    drawnNumbers: 'Drawn numbers',
    latestResults: 'Latest results',
    gameColumn: 'Game',
    drawColumn: 'Draw',
    firstNumber: 'First number',
    back: 'Back to the site',
    goneTitle: 'Game unavailable',
    goneExpired: 'This game session has expired.',
    goneInvalid: 'This game link is not valid.',
    goneAgain: 'Please launch the game again from the lobby.',
    realityTitle: 'Reality check',
    realityPlayed: 'Time played this session: {time}',
    realityNet: 'Net result this session: {amount}',
    realityStaked: 'Staked this session: {amount}',
    realityNetUnknown: 'Your result this session could not be read just now: see your betting history on the site.',
    realityContinue: 'Continue playing',
    realityStop: 'Stop and log out',
    realityStopped: 'You have stopped playing and are logged out. You can close this window.',
    closedTitle: 'Site unavailable',
    maintenance: 'System maintenance, please come back later.',
    regionRestricted: 'Access from your IP address ({ip}) is restricted in your region.',
    prizeModes: { LOTT: 'Vietnamese lottery', ZY: 'Fast lottery', ELOTT: 'E-lottery', SEA: 'South-East Asia lottery' },
    gameTypes: MENU_NAMES,
    areas: {
      North: 'North',
      Central: 'Central',
      South: 'South',
      Malaysia: 'Malaysia',
      Singapore: 'Singapore',
      Thailand: 'Thailand',
      Laos: 'Laos',
    },
  },
  MY: {
    balance: 'Baki',
    demoGame: 'permainan demo',
    gameTitle: '{name} — demo',
    betAmount: 'Jumlah pertaruhan',
    betRange: 'Dari {min} hingga {max}.',
    spin: 'Putar',
    won: 'Anda menang {amount}!',
    noWin: 'Tiada kemenangan kali ini.',
    spinFailed: 'Putaran gagal. Sila cuba lagi.',
    lowBalance: 'Baki anda tidak mencukupi untuk pertaruhan ini.',
    badAmount: 'Masukkan pertaruhan dari {min} hingga {max}, dengan paling banyak 2 tempat perpuluhan.',
    sessionOver: 'Sesi permainan ini telah tamat: lancarkan permainan semula dari lobi.',
    lotteryTitle: '{title} — loteri',
    lottery: 'Loteri',
    drawOf: 'Cabutan {issue}',
    drawnAt: 'dicabut {time} UTC',
    drawnNumbers: 'Nombor yang dicabut',
    latestResults: 'Keputusan terkini',
    gameColumn: 'Permainan',
    drawColumn: 'Cabutan',
    firstNumber: 'Nombor pertama',
    back: 'Kembali ke laman',
    goneTitle: 'Permainan tidak tersedia',
    goneExpired: 'Sesi permainan ini telah tamat tempoh.',
    goneInvalid: 'Pautan permainan ini tidak sah.',
    goneAgain: 'Sila lancarkan permainan semula dari lobi.',
    realityTitle: 'Semakan realiti',
    realityPlayed: 'Masa bermain sesi ini: {time}',
    realityNet: 'Keputusan bersih sesi ini: {amount}',
    realityStaked: 'Pertaruhan sesi ini: {amount}',
    realityNetUnknown: 'Keputusan sesi ini tidak dapat dibaca sekarang: lihat sejarah pertaruhan anda di laman.',
    realityContinue: 'Teruskan bermain',
    realityStop: 'Berhenti dan log keluar',
    realityStopped: 'Anda telah berhenti bermain dan telah log keluar. Anda boleh menutup tetingkap ini.',
    closedTitle: 'Laman tidak tersedia',
    maintenance: 'Penyelenggaraan sistem, sila kembali kemudian.',
    regionRestricted: 'Akses dari alamat IP anda ({ip}) disekat di rantau anda.',
    prizeModes: { LOTT: 'Loteri Vietnam', ZY: 'Loteri pantas', ELOTT: 'E-loteri', SEA: 'Loteri Asia Tenggara' },
    gameTypes: {
      RNG: 'Slot',
      LIVE: 'Kasino Langsung',
      FISH: 'Memancing',
      PVP: 'Permainan Kad',
      BGS: 'Permainan Papan',
      SPORTS: 'Sukan',
      ESPORTS: 'E-Sukan',
      ELOTT: 'E-Loteri',
      COCKFIGHT: 'Laga Ayam',
      LOTT: 'Loteri',
    },
    areas: {
      North: 'Utara',
      Central: 'Tengah',
      South: 'Selatan',
      Malaysia: 'Malaysia',
      Singapore: 'Singapura',
      Thailand: 'Thailand',
      Laos: 'Laos',
    },
  },
  CN: {
    balance: '余额',
    demoGame: '试玩游戏',
    gameTitle: '{name} — 试玩',
    betAmount: '投注金额',
    betRange: '从 {min} 到 {max}。',
    spin: '旋转',
    won: '您赢得了 {amount}！',
    noWin: '这次没有中奖。',
    spinFailed: '旋转失败，请重试。',
    lowBalance: '您的余额不足以进行此投注。',
    badAmount: '请输入 {min} 到 {max} 之间的投注金额，最多 2 位小数。',
    sessionOver: '本游戏会话已结束：请从大厅重新启动游戏。',
    lotteryTitle: '{title} — 彩票',
    lottery: '彩票',
    drawOf: '第 {issue} 期',
    drawnAt: '开奖时间 {time} UTC',
    drawnNumbers: '开奖号码',
    latestResults: '最新开奖结果',
    gameColumn: '游戏',
    drawColumn: '期号',
    firstNumber: '首个号码',
    back: '返回网站',
    goneTitle: '游戏不可用',
    goneExpired: '本游戏会话已过期。',
    goneInvalid: '此游戏链接无效。',
    goneAgain: '请从大厅重新启动游戏。',
    realityTitle: '游戏提醒',
    realityPlayed: '本次游戏时长：{time}',
    realityNet: '本次净输赢：{amount}',
    realityStaked: '本次投注额：{amount}',
    realityNetUnknown: '暂时无法读取本次输赢，请在网站上查看投注记录。',
    realityContinue: '继续游戏',
    realityStop: '停止并退出登录',
    realityStopped: '您已停止游戏并退出登录，可以关闭此窗口。',
    closedTitle: '网站暂不可用',
    maintenance: '系统维护中，请稍后再来。',
    regionRestricted: '您所在地区的 IP 地址（{ip}）访问受限。',
    prizeModes: { LOTT: '越南彩票', ZY: '快速彩票', ELOTT: '电子彩票', SEA: '东南亚彩票' },
    gameTypes: {
      RNG: '老虎机',
      LIVE: '真人娱乐场',
      FISH: '捕鱼',
      PVP: '棋牌游戏',
      BGS: '桌面游戏',
      SPORTS: '体育',
      ESPORTS: '电子竞技',
      ELOTT: '电子彩票',
      COCKFIGHT: '斗鸡',
      LOTT: '彩票',
    },
    areas: {
      North: '北部',
      Central: '中部',
      South: '南部',
      Malaysia: '马来西亚',
      Singapore: '新加坡',
      Thailand: '泰国',
      Laos: '老挝',
    },
  },
  PT: {
    balance: 'Saldo',
    demoGame: 'jogo de demonstração',
    gameTitle: '{name} — demonstração',
    betAmount: 'Valor da aposta',
    betRange: 'De {min} a {max}.',
    spin: 'Girar',
    won: 'Ganhou {amount}!',
    noWin: 'Desta vez não houve prémio.',
    spinFailed: 'A jogada falhou. Tente novamente.',
    lowBalance: 'O seu saldo é insuficiente para esta aposta.',
    badAmount: 'Introduza uma aposta de {min} a {max}, com no máximo 2 casas decimais.',
    sessionOver: 'Esta sessão de jogo terminou: abra o jogo novamente a partir do lobby.',
    lotteryTitle: '{title} — lotaria',
    lottery: 'Lotaria',
    drawOf: 'Sorteio {issue}',
    drawnAt: 'sorteado {time} UTC',
    drawnNumbers: 'Números sorteados',
    latestResults: 'Resultados mais recentes',
    gameColumn: 'Jogo',
    drawColumn: 'Sorteio',
    firstNumber: 'Primeiro número',
    back: 'Voltar ao site',
    goneTitle: 'Jogo indisponível',
    goneExpired: 'Esta sessão de jogo expirou.',
    goneInvalid: 'Este link de jogo não é válido.',
    goneAgain: 'Abra o jogo novamente a partir do lobby.',
    realityTitle: 'Aviso de tempo de jogo',
    realityPlayed: 'Tempo de jogo nesta sessão: {time}',
    realityNet: 'Resultado líquido nesta sessão: {amount}',
    realityStaked: 'Apostado nesta sessão: {amount}',
    realityNetUnknown: 'Não foi possível ler o resultado desta sessão agora: veja o seu histórico de apostas no site.',
    realityContinue: 'Continuar a jogar',
    realityStop: 'Parar e terminar sessão',
    realityStopped: 'Parou de jogar e terminou a sessão. Pode fechar esta janela.',
    closedTitle: 'Site indisponível',
    maintenance: 'Sistema em manutenção, volte mais tarde.',
    regionRestricted: 'O acesso a partir do seu endereço IP ({ip}) está restrito na sua região.',
    prizeModes: {
      LOTT: 'Lotaria vietnamita',
      ZY: 'Lotaria rápida',
      ELOTT: 'Lotaria eletrónica',
      SEA: 'Lotaria do Sudeste Asiático',
    },
    gameTypes: {
      RNG: 'Slots',
      LIVE: 'Casino ao vivo',
      FISH: 'Pesca',
      PVP: 'Jogos de cartas',
      BGS: 'Jogos de tabuleiro',
      SPORTS: 'Desporto',
      ESPORTS: 'E-Sports',
      ELOTT: 'Lotaria eletrónica',
      COCKFIGHT: 'Luta de galos',
      LOTT: 'Lotaria',
    },
    areas: {
      North: 'Norte',
      Central: 'Centro',
      South: 'Sul',
      Malaysia: 'Malásia',
      Singapore: 'Singapura',
      Thailand: 'Tailândia',
      Laos: 'Laos',
    },
  },
};

const hasPageTexts = (code: string | undefined): code is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(code ?? '');

/**
 * The language a launch's pages are shown in (I18N-06). A launch that names a language gets it,
 * or English when the player has no texts in it (as the player itself falls back); a launch that
 * names none gets the member's own language (CALL-39), else the brand's default (I18N-01), else English.
 */
export function launchLanguageFor(
  brand: PlatformBrand,
  named: string | undefined,
  memberLanguage: string | null,
): ContentLanguage {
  if (named) {
    const code = platformLanguageOf(named);
    return hasPageTexts(code) ? code : 'EN';
  }
  for (const candidate of [platformLanguageOf(memberLanguage), platformLanguageOf(brand.defaultLanguage)]) {
    if (hasPageTexts(candidate)) return candidate;
  }
  return 'EN';
}

/** A stored launch language read back; anything unknown (a launch made before languages) is English. */
export const pageLanguageOf = (stored: string | null | undefined): ContentLanguage =>
  hasPageTexts(stored ?? undefined) ? (stored as ContentLanguage) : 'EN';

/** The BCP 47 tag of a page language, for `<html lang>` and number formatting (EN → en, CN → zh-CN). */
export const pageLanguageTag = (language: ContentLanguage): string => LANGUAGE_TABLE[language].tag;

/** Fills `{name}` gaps of a text with the given values (values are used as given: escape first for HTML). */
export const fill = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{(\w+)\}/g, (gap, name: string) => values[name] ?? gap);
