import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { liveryBrands } from './scripts/vite-plugin-brands.ts';
import { precompressedAssets, widgetChunkManifest } from './scripts/vite-plugin-widget-chunks.ts';
import { dropWidgetSchemas } from './scripts/vite-plugin-widget-schemas.ts';
import { languagePacks } from './scripts/vite-plugin-language-packs.ts';
import { LANGUAGE_PACK_TEXTS } from './widgets/languagePackTexts.ts';

// `<brand>.localhost` names pick a brand in development and tests (DESIGN §4).
const allowedHosts = ['.localhost', '.example.com'];

// In development the platform runs apart (`npm run server`, port 8080); its paths are passed through,
// with the browser's host kept so the platform picks the same brand.
const platform = process.env.LIVERY_API ?? 'http://127.0.0.1:8080';
const proxy = Object.fromEntries(
  ['/wps', '/lgw', '/lotto', '/img', '/demo-game', '/demo-lottery', '/chat', '/dev'].map((prefix) => [
    prefix,
    { target: platform, changeOrigin: false },
  ]),
);

/**
 * Fewer, larger chunks for the first paint (DESIGN §6b): on HTTP/1.1 a browser opens six connections
 * to a host, so forty small files cost seven round trips where five cost one. Everything the entry
 * imports statically is one chunk; the small modules two or more widgets share (helpers, hooks, the
 * game grid) are one more. Each widget's own component stays its own chunk, loaded when a brand
 * places it, and the libraries a widget loads on first use (the sanitizer, the carousel's motion,
 * the QR encoder, the HTTP client with the call routes and the encryption) stay apart.
 */
const LOADED_ON_FIRST_USE =
  /[\\/]node_modules[\\/]|[\\/]widgets[\\/]popups[\\/](HtmlContent\.tsx|sanitizeHtml\.ts)$|BannerMotion\.tsx$|[\\/]engine[\\/]api[\\/](crypto|csPath|transport|sending)\.ts$/;
const ACCOUNT_FORMS = /[\\/]widgets[\\/]accounts[\\/]|[\\/]engine[\\/]validation[\\/]/;
// The forms and records kits (fields, money, periods, record table), the member and agent centres'
// own pieces (contract texts) and the consolidated contract info load with the forms, the centres'
// pages and the contract popup, never on the home.
const CENTRE_KITS =
  /[\\/]widgets[\\/](forms|records|memberCentre|agentCentre)[\\/]|[\\/]engine[\\/]react[\\/]centre[\\/]useConsolidated\.ts$/;
// The contract's call schemas go with the forms that read their bounds (feedback, registration), never on the home.
const CONTRACT_SCHEMAS = /[\\/]schemas[\\/]api[\\/]/;
// The contract's request rules, precompiled, load with the forms that check them.
const REQUEST_RULES = /[\\/]schemas[\\/]generated[\\/]requestValidators\.js$/;
// Shared pieces of pages other than the home (QR codes, copy buttons, the customer-service list, a
// game's launch address, register rules, the responsible-gaming state and session time of signed-in
// players, the lobbies' lists and pager, a content page's headings, focus kept in a promotion's
// detail) load with those pages.
const PAGE_PIECES =
  /[\\/]widgets[\\/]shared[\\/](QrCode|CopyButton|DepositGate|CustomerServiceList)\.tsx$|[\\/]widgets[\\/]shared[\\/](useResponsibleGaming\.ts|exclusionTexts\.json|copyTexts\.json)$|[\\/]schemas[\\/](brand[\\/]registration|compliance[\\/]profiles)\.ts$|[\\/]widgets[\\/]games[\\/](Pager\.tsx|pagerItems\.ts|launchUrls\.ts)$|[\\/]widgets[\\/]lobby[\\/]Lobby[\\/]lobbyLists\.ts$|[\\/]widgets[\\/]content[\\/]nestHeadings\.ts$|[\\/]engine[\\/]react[\\/]dialogs[\\/]keepFocusInside\.ts$/;
// The header's part for a player with an account (its balance, account menu and the centres' badge)
// loads when an account is there (widgets/layout/SiteHeader), never on a visitor's first paint.
const MEMBER_HEADER =
  /[\\/]widgets[\\/]layout[\\/]SiteHeader[\\/](MemberActions|HeaderBalance|AccountMenu|AccountLoadFailed|LoadFailed)\.tsx$|[\\/]engine[\\/]react[\\/]centre[\\/]PageBadge\.tsx$/;
/** A pattern matching any of these files of the repository, on any OS's separators. */
const anyOf = (files: readonly string[]) =>
  new RegExp(files.map((file) => `[\\\\/]${file.split('/').join('[\\\\/]').replace(/\./g, '\\.')}$`).join('|'));
// What only parts a phone draws after its first paint, or never, share loads with them: the money
// format (the winners' board below the game grid, the header's balance), the popups' list and what
// this visit has seen, the language selector and the customer-service options (the side menu, the
// header's wide part), the disclosure menus (the header's wide part, the account menu).
const AFTER_FIRST_PAINT = anyOf([
  'widgets/shared/formatMoney.ts',
  'widgets/popups/usePopups.ts',
  'engine/react/sessionMemory.ts',
  'widgets/layout/LanguageSelector/LanguageSelector.tsx',
  'engine/react/useChangeLanguage.ts',
  'schemas/brand/languageNames.ts',
  'engine/react/systemPages/useCustomerServiceLinks.ts',
  'engine/platform/customerService.ts',
  'widgets/shared/Disclosure.tsx',
  'widgets/shared/useOutsidePointer.ts',
]);
const codeSplitting = {
  groups: [
    { name: 'app', tags: ['$initial' as const], priority: 2 },
    // What only the account forms share (captcha, challenge, the register-rule patterns) is left to
    // the bundler's own common chunk, which loads with those forms, not on the home.
    {
      name: 'widgets-shared',
      test: (id: string) =>
        !LOADED_ON_FIRST_USE.test(id) &&
        !ACCOUNT_FORMS.test(id) &&
        !CENTRE_KITS.test(id) &&
        !CONTRACT_SCHEMAS.test(id) &&
        !REQUEST_RULES.test(id) &&
        !PAGE_PIECES.test(id) &&
        !MEMBER_HEADER.test(id) &&
        !AFTER_FIRST_PAINT.test(id),
      minShareCount: 2,
      priority: 1,
    },
  ],
};

/**
 * React Router's package resolves to its development build under every condition (its dev warnings on,
 * checked on each route match and link); the player's build takes its production build.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  },
];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    liveryBrands({ root: process.cwd() }),
    widgetChunkManifest(),
    precompressedAssets(),
    dropWidgetSchemas(),
    languagePacks(process.cwd(), LANGUAGE_PACK_TEXTS),
  ],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  server: { port: 5173, allowedHosts, proxy },
  preview: { port: 4173, allowedHosts },
  // Precompressing the assets (brotli 11) takes a second or two of plugin time by design: no timing report for it.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // One stylesheet for every widget (5.5 kB compressed in all): one request in the first round
    // rather than one per widget chunk.
    cssCodeSplit: false,
    rolldownOptions: { checks: { pluginTimings: false }, output: { codeSplitting } },
  },
}));
