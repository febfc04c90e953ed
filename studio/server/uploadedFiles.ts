import fs from 'node:fs';
import path from 'node:path';
import { brandDir, BRAND_FILE, listBrandIds } from '../../engine/brandFiles/files.ts';
import { HISTORY_DIR, PREVIOUS_FILE } from './brandHistory.ts';

/**
 * The images the studio uploaded into a brand's folder, and their clean-up (issue 28): a save
 * removes those that nothing names any more. Only files the studio wrote are ever removed, so a
 * file the brand ships stays whatever happens to it: the studio lists each upload in
 * `brands/<id>/.uploads.json` (working data, git-ignored like the history), and that list is all
 * the clean-up looks at.
 */
export const UPLOADS_FILE = '.uploads.json';

/** A name an upload gives a file: safe characters, a dash, and an extension (uploads.ts, storedName). */
const STORED_NAME = /^[a-z0-9_-]+\.[a-z]+$/;

const listFile = (dir: string) => path.join(dir, UPLOADS_FILE);

/** The names (in the brand's assets folder) of the images the studio uploaded there and has not removed. */
export function uploadedFiles(dir: string): string[] {
  try {
    const list = (JSON.parse(fs.readFileSync(listFile(dir), 'utf8')) as { uploaded?: unknown }).uploaded;
    return Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

function writeList(dir: string, names: readonly string[]): void {
  const file = listFile(dir);
  if (names.length === 0) {
    fs.rmSync(file, { force: true });
    return;
  }
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify({ uploaded: [...names].sort() }, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** Notes an image the studio wrote into the brand's assets folder (by its name there). */
export function recordUpload(dir: string, name: string): void {
  const names = uploadedFiles(dir);
  if (!names.includes(name)) writeList(dir, [...names, name]);
}

/** A folder's JSON files, read as text (none when it does not exist). */
function jsonTexts(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
}

/**
 * Every text that may name a brand's image: each brand's file, its previous copy, its kept versions
 * and its texts (a child brand may name its parent's picture, an HTML text an image). Read as text,
 * not parsed, so a kept version that is not valid JSON still keeps its pictures.
 */
function namingTexts(root: string): string[] {
  return listBrandIds(root).flatMap((id) => {
    const dir = brandDir(root, id);
    const files = [BRAND_FILE, PREVIOUS_FILE].map((name) => path.join(dir, name)).filter((file) => fs.existsSync(file));
    return [
      ...files.map((file) => fs.readFileSync(file, 'utf8')),
      ...jsonTexts(path.join(dir, HISTORY_DIR)),
      ...jsonTexts(path.join(dir, 'locales')),
    ];
  });
}

/**
 * Removes the images the studio uploaded into a brand's folder that no brand names any more, in its
 * file or any kept version (so a restore never loses its picture). Run after a save, once the
 * history is pruned. Answers the names removed.
 */
export function removeUnusedUploads(root: string, id: string): string[] {
  const dir = brandDir(root, id);
  const names = uploadedFiles(dir);
  if (names.length === 0) return [];
  const texts = namingTexts(root);
  const removed: string[] = [];
  const kept = names.filter((name) => {
    const file = path.join(dir, 'assets', name);
    // A name an upload could not have written is dropped from the list, never followed.
    if (!STORED_NAME.test(name) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return false;
    if (texts.some((text) => text.includes(name))) return true;
    fs.rmSync(file, { force: true });
    removed.push(name);
    return false;
  });
  if (kept.length !== names.length) writeList(dir, kept);
  return removed;
}
