/**
 * The texts of the widgets the first screens draw: the shell's header and tab bar, the home's first
 * sections, a lobby, the game tiles. The site's build puts each language's part of them in that
 * language's pack, beside the engine's texts, which the page loads in its first round, rather than
 * every language of them in each widget's chunk (DESIGN §6b, scripts/vite-plugin-language-packs.ts).
 * In development, tests and stories they travel with their widget (useTexts), as every other
 * widget's texts do. Paths are under widgets/.
 */
export const LANGUAGE_PACK_TEXTS: readonly string[] = [
  'layout/SiteHeader/locales.json',
  'layout/LanguageSelector/locales.json',
  'layout/BottomTabBar/locales.json',
  'home/BannerCarousel/locales.json',
  'home/NoticeMarquee/locales.json',
  'home/HomeGames/locales.json',
  'home/CategoryTiles/locales.json',
  'lobby/Lobby/locales.json',
  'games/gameTexts.json',
  'shared/categoryTexts.json',
];
