// @vitest-environment node
// Issue 28, item 8: a save changes only what changed in brand.json, keeps the file it replaced,
// lists the saves with what each changed in the form's words, and puts an earlier version back.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAllBrands } from '../../engine/brandFiles/files.ts';
import type { TestPlatform } from '../../tests/support/platform.ts';
import { HISTORY_LIMIT, writeKeepingHistory } from './brandHistory.ts';
import { SECRET_HEADER } from './routes.ts';
import { startTestStudio, uploadImage } from '../../tests/support/studio.ts';

const SECRET = 'studio-history-secret';
const OWN = '127.0.0.1:8081';

let root: string;
let platform: TestPlatform;
let close: (() => Promise<void>) | undefined;
const auroraFile = () => path.join(root, 'brands', 'aurora', 'brand.json');
const jadeFile = () => path.join(root, 'brands', 'jade', 'brand.json');
const historyOf = (id: string) => path.join(root, 'brands', id, '.history');

beforeAll(async () => {
  ({ root, platform, close } = await startTestStudio(SECRET));
});

afterAll(() => close?.());

const studio = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  platform.app.inject({
    method,
    url,
    headers: { host: OWN, origin: `http://${OWN}`, [SECRET_HEADER]: SECRET },
    ...(payload ? { payload } : {}),
  });

interface Opened {
  version: string;
  text: string;
  document: Record<string, unknown> & { theme: { colors: Record<string, string> }; name: string };
}
interface Save {
  entry: string;
  savedAt: string;
  version: string;
  changes: string[] | null;
}

const open = async (id: string) => (await studio('GET', `/studio/api/brands/${id}`)).json() as Opened;
const history = async (id: string) =>
  ((await studio('GET', `/studio/api/brands/${id}/history`)).json() as { saves: Save[] }).saves;

/** Opens the brand, changes its document, saves it as the form does; returns the answer. */
async function saveForm(id: string, change: (document: Opened['document']) => void) {
  const opened = await open(id);
  const document = structuredClone(opened.document);
  change(document);
  return studio('PUT', `/studio/api/brands/${id}`, { document, version: opened.version, opened: opened.document });
}

/** How many lines differ between two texts of the same length in lines (edits that replace lines in place). */
const differentLines = (a: string, b: string) => {
  const left = a.split('\n');
  const right = b.split('\n');
  expect(right).toHaveLength(left.length);
  return left.filter((line, index) => line !== right[index]).length;
};

describe('saves of the form (issue 28, item 8)', () => {
  it('a colour edit saved from the form changes one line of brand.json and adds no empty objects', async () => {
    const before = readFileSync(auroraFile(), 'utf8');
    const saved = await saveForm('aurora', (document) => (document.theme.colors.primary = '#ff0000'));
    expect(saved.statusCode, saved.body).toBe(200);
    const after = readFileSync(auroraFile(), 'utf8');
    expect(differentLines(before, after)).toBe(1);
    expect(after).toContain('      "primary": "#ff0000",\n');
    expect(after).not.toMatch(/"when": \{\}/);
    expect(saved.json()).toMatchObject({ text: after });
  });

  it('a save of the text editor writes the operator’s text as it is', async () => {
    const opened = await open('jade');
    const text = opened.text.replace('"name": "Jade"', '"name":    "Jade Text"');
    const saved = await studio('PUT', '/studio/api/brands/jade', {
      text,
      version: opened.version,
      opened: opened.document,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(readFileSync(jadeFile(), 'utf8')).toBe(text);
  });
});

describe('the history of saves (issue 28, item 8)', () => {
  it('lists the last saves, newest first, with what each changed in the form’s words', async () => {
    await saveForm('aurora', (document) => (document.name = 'Aurora Nights'));
    const saves = await history('aurora');
    expect(saves.length).toBeGreaterThanOrEqual(2);
    expect(saves[0]!.changes).toEqual(['Brand name: Aurora → Aurora Nights']);
    expect(saves[1]!.changes).toEqual(['Theme › Colours › Primary: #e0b243 → #ff0000']);
    expect(new Date(saves[0]!.savedAt).getTime()).toBeGreaterThanOrEqual(new Date(saves[1]!.savedAt).getTime());
  });

  it('restores a kept version as a new save, which can itself be undone from the history', async () => {
    const saves = await history('aurora');
    const firstSave = saves[saves.length - 1]!;
    const original = readFileSync(path.join(historyOf('aurora'), `${firstSave.entry}.json`), 'utf8');
    const beforeRestore = readFileSync(auroraFile(), 'utf8');
    const opened = await open('aurora');

    const restored = await studio('POST', `/studio/api/brands/aurora/history/${firstSave.entry}/restore`, {
      version: opened.version,
      opened: opened.document,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(readFileSync(auroraFile(), 'utf8')).toBe(original);
    expect((await open('aurora')).document.name).toBe('Aurora');

    // The restore is a save of its own: the newest entry is the version it replaced, and restoring that undoes it.
    const after = await history('aurora');
    expect(after).toHaveLength(saves.length + 1);
    expect(after[0]!.changes).toEqual([
      'Brand name: Aurora Nights → Aurora',
      'Theme › Colours › Primary: #ff0000 → #e0b243',
    ]);
    const undo = await studio('POST', `/studio/api/brands/aurora/history/${after[0]!.entry}/restore`, {
      version: (await open('aurora')).version,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(readFileSync(auroraFile(), 'utf8')).toBe(beforeRestore);
  });

  it('refuses a restore when the file changed on disk since it was opened, and writes nothing', async () => {
    const opened = await open('aurora');
    const [newest] = await history('aurora');
    const onDisk = readFileSync(auroraFile(), 'utf8').replace('"Aurora Nights"', '"Aurora Elsewhere"');
    writeFileSync(auroraFile(), onDisk);
    const refused = await studio('POST', `/studio/api/brands/aurora/history/${newest!.entry}/restore`, {
      version: opened.version,
      opened: opened.document,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().changes).toEqual(['Brand name: Aurora Nights → Aurora Elsewhere']);
    expect(readFileSync(auroraFile(), 'utf8')).toBe(onDisk);
  });

  it('refuses an entry that is not one before any path is built from it', async () => {
    const opened = await open('aurora');
    for (const entry of ['..%2Fbrand', '20260101T000000000Z-..%2F..%2Fjade%2Fbrand', 'nothing']) {
      const answer = await studio('POST', `/studio/api/brands/aurora/history/${entry}/restore`, {
        version: opened.version,
      });
      expect(answer.statusCode, entry).toBe(404);
      expect(answer.json(), entry).toEqual({ message: 'That saved version is no longer kept.' });
    }
  });

  it('keeps the last saves only, is no brand to the loaders and is not served to players', async () => {
    const file = jadeFile();
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < HISTORY_LIMIT + 5; i++)
      writeKeepingHistory(
        file,
        readFileSync(file, 'utf8').replace(/"name": "[^"]*"/, `"name": "Jade ${i}"`),
        start + i,
      );
    expect(readdirSync(historyOf('jade')).filter((name) => name.endsWith('.json'))).toHaveLength(HISTORY_LIMIT);
    expect([...readAllBrands(root).keys()].sort()).toEqual(['aurora', 'base', 'jade']);
    const [kept] = readdirSync(historyOf('jade'));
    const served = await platform.app.inject({
      method: 'GET',
      url: `/brands/jade/assets/..%2F.history%2F${kept}`,
      headers: { host: OWN },
    });
    expect(served.statusCode).toBe(404);
    expect(existsSync(path.join(root, 'brands', '.history'))).toBe(false);
  });
});

describe('uploaded images a save no longer needs (issue 28)', () => {
  const PNG = readFileSync(path.resolve('tests/studio/fixtures/logo.png'));
  const assetsOf = (id: string) => path.join(root, 'brands', id, 'assets');
  const present = (stored: string) => existsSync(path.join(root, 'brands', 'jade', stored));
  /** Uploads an image into jade's folder as the image field does; answers the path the brand names. */
  const uploaded = async (name: string, bytes: Buffer) => {
    const answer = await uploadImage(platform, { secret: SECRET, host: OWN }, name, bytes, { brand: 'jade' });
    expect(answer.statusCode, answer.body).toBe(201);
    return (answer.json() as { path: string }).path;
  };
  const setLogo = async (logo: string) => {
    const saved = await saveForm('jade', (document) => Object.assign(document.theme, { logo }));
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it('removes at save the uploads nothing names, keeps those the brand or a kept version names, and never a shipped file', async () => {
    const shipped = readdirSync(assetsOf('jade'), { recursive: true, encoding: 'utf8' });
    const first = await uploaded('First logo.png', PNG);
    const neverUsed = await uploaded('Never used.png', Buffer.concat([PNG, Buffer.from('never used')]));
    await setLogo(first);
    expect(present(neverUsed)).toBe(false);
    expect(present(first)).toBe(true);

    // A new logo: the first stays while a kept version names it, so restoring that version shows it.
    const second = await uploaded('Second logo.png', Buffer.concat([PNG, Buffer.from('second')]));
    await setLogo(second);
    expect(present(first)).toBe(true);
    const [before] = await history('jade');
    const restored = await studio('POST', `/studio/api/brands/jade/history/${before!.entry}/restore`, {
      version: (await open('jade')).version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await open('jade')).document.theme).toMatchObject({ logo: first });
    expect(present(first)).toBe(true);
    expect(present(second)).toBe(true);

    // Once the saves that named the first logo have left the history, the next save removes it.
    await setLogo(second);
    const file = jadeFile();
    for (let i = 0; i < HISTORY_LIMIT; i++)
      writeKeepingHistory(file, readFileSync(file, 'utf8').replace(/"name": "[^"]*"/, `"name": "Jade ${i}"`));
    await saveForm('jade', (document) => (document.name = 'Jade'));
    expect(present(first)).toBe(false);
    expect(present(second)).toBe(true);
    expect(readdirSync(assetsOf('jade'), { recursive: true, encoding: 'utf8' })).toEqual(
      expect.arrayContaining(shipped),
    );
  });
});
