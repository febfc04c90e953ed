// @vitest-environment node
// Issue 26 item 7 (I18N-*, DESIGN.md §6): every text the platform can produce exists in each of the
// four complete languages, and no new player-facing English words reach a refusal, a ledger row or a
// message outside the catalogue.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '../content/languages.ts';
import { EN } from './en.ts';
import { readerLanguage, renderStored, renderText, text, TEXTS } from './index.ts';

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the platform catalogue (server/texts)', () => {
  it('has every text in each of the four complete languages, with the same parameters', () => {
    expect(Object.keys(TEXTS).sort()).toEqual([...CONTENT_LANGUAGES].sort());
    const codes = Object.keys(EN);
    expect(codes.length).toBeGreaterThan(50);
    for (const language of CONTENT_LANGUAGES) {
      const texts = TEXTS[language] as Record<string, string | undefined>;
      expect(Object.keys(texts).sort(), language).toEqual([...codes].sort());
      for (const code of codes) {
        const words = texts[code];
        expect(words?.trim(), `${language} ${code}`).toBeTruthy();
        expect(placeholders(words!), `${language} ${code}`).toEqual(placeholders(EN[code as keyof typeof EN]));
      }
    }
  });

  it('renders parameters, nested texts and names per language; a stored row without a code shows its words', () => {
    const deposit = text('ledger.deposit', { method: text('deposit.bank', { bank: 'Maybank' }) });
    expect(renderText('EN', deposit)).toBe('Deposit: Bank transfer (Maybank)');
    expect(renderText('MY', deposit)).toBe('Deposit: Pindahan bank (Maybank)');
    const reward = text('ledger.reward', { title: { EN: 'Welcome bonus 100%', MY: 'Bonus alu-aluan 100%' } });
    expect(renderText('MY', reward)).toBe('Bonus alu-aluan 100%');
    expect(renderText('CN', reward)).toBe('Welcome bonus 100%');
    expect(renderStored('MY', null, null, 'Written before codes')).toBe('Written before codes');
    expect(renderStored('MY', 'ledger.balanceCarriedOver', null, 'Balance carried over')).toBe(
      'Baki dibawa ke hadapan',
    );
    expect(renderStored('PT', 'no.such.code', null, 'As stored')).toBe('As stored');
  });

  it("reads the request's language, else the member's, else the brand's default, among those the brand offers", () => {
    const aurora = { defaultLanguage: 'MY', supportedLanguages: ['MY', 'EN', 'CN', 'PT'] };
    const jade = { defaultLanguage: 'EN', supportedLanguages: ['EN', 'CN', 'PT'] };
    expect(readerLanguage(aurora)).toBe('MY');
    expect(readerLanguage(aurora, undefined, 'zh-CN')).toBe('CN');
    expect(readerLanguage(aurora, 'EN', 'zh-CN')).toBe('EN');
    expect(readerLanguage(aurora, 'ms')).toBe('MY');
    expect(readerLanguage(jade, 'MY')).toBe('EN');
    expect(readerLanguage(jade, 'VN', 'pt')).toBe('PT');
  });
});

/**
 * Words an operator reads (admin commands, the developer pages and sign-in) are not the player's and
 * are left out; everywhere else a refusal, a failure envelope, a ledger row or a message takes its
 * words from the catalogue.
 */
const NOT_THE_PLAYERS = new Set([
  'server/admin.ts',
  'server/devRoutes.ts',
  'server/devSignIn.ts',
  'server/responsibleGaming/operator.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `new PlatformError(CODE, 'words'` / `` `words` ``, `reason: 'words'`, `failure(reply, n, CODE, 'words'`. */
const LITERAL_WORDS = [
  /new PlatformError\(\s*'[A-Z_]+',\s*['`"][A-Za-z]/g,
  /\breason:\s*['`"][A-Za-z]/g,
  /\bfailure\(\s*reply,\s*\d+,\s*'[A-Z_]+',\s*['`"][A-Za-z]/g,
];

describe('no player-facing English outside the catalogue', () => {
  it('refusals, ledger rows and messages take their words from server/texts: no file has any of its own', () => {
    const root = join(import.meta.dirname, '..', '..');
    const found: Record<string, number> = {};
    for (const path of sourceFiles(join(root, 'server'))) {
      const file = relative(root, path);
      if (NOT_THE_PLAYERS.has(file) || file.startsWith('server/texts/')) continue;
      const source = readFileSync(path, 'utf8');
      const count = LITERAL_WORDS.reduce((sum, pattern) => sum + (source.match(pattern)?.length ?? 0), 0);
      if (count > 0) found[file] = count;
    }
    expect(found, 'English words for the player outside server/texts').toEqual({});
  });
});
