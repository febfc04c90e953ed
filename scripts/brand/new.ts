import fs from 'node:fs';
import path from 'node:path';
import { applyDefaults } from '../../engine/core/defaults.ts';
import { themeSchema } from '../../schemas/brand/theme.ts';
import {
  brandDir,
  brandFile,
  brandIdProblem,
  displayPath,
  isBrandId,
  readBrand,
} from '../../engine/brandFiles/files.ts';
import { initialIconSvg, textLogoSvg } from './textLogo.ts';

export interface NewBrandOptions {
  root?: string;
  name?: string;
  /** The brand the new one extends. */
  parent?: string;
}

/** Title-cases an id for a first name: "gold-coast" → "Gold Coast". */
function nameFrom(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Creates brands/<id>/brand.json extending base, with base's colours copied so a designer has
 * every token in front of them, an empty locales/ folder, and its name as its logo and its initial
 * as its favicon until real ones are uploaded (textLogo.ts). Returns the brand file written.
 */
export function createBrand(id: string, options: NewBrandOptions = {}): string {
  const root = path.resolve(options.root ?? process.cwd());
  const parent = options.parent ?? 'base';
  if (!isBrandId(id)) throw new Error(brandIdProblem(id));
  if (!isBrandId(parent)) throw new Error(brandIdProblem(parent));
  if (fs.existsSync(brandDir(root, id)))
    throw new Error(`brand "${id}" already exists (${displayPath(root, brandDir(root, id))}).`);
  const base = readBrand(root, parent);
  if (!base.document) throw new Error(`cannot read the parent brand "${parent}" (${base.shown}).`);
  const name = (options.name ?? nameFrom(id)).trim();
  if (!name || name.length > 60) throw new Error('the brand name must be 1 to 60 characters.');
  // Base may state few colours or none; the schema defaults fill the rest, so every token shows.
  const colors = (applyDefaults(themeSchema as never, base.document.theme) as { colors?: Record<string, string> })
    .colors;
  const document = {
    $schema: '../../schemas/generated/brand.schema.json',
    id,
    extends: parent,
    name,
    hosts: [`${id}.localhost`],
    // Named, not defaulted: a parent that names other files for its own pictures does not lend them.
    theme: { ...(colors ? { colors: { ...colors } } : {}), logo: 'assets/logo.svg', favicon: 'assets/favicon.svg' },
  };
  const file = brandFile(root, id);
  fs.mkdirSync(path.join(brandDir(root, id), 'locales'), { recursive: true });
  // Where theme.logo and theme.favicon point by default, so the brand wears these, not its parent's.
  const assets = path.join(brandDir(root, id), 'assets');
  fs.mkdirSync(assets, { recursive: true });
  fs.writeFileSync(path.join(assets, 'logo.svg'), textLogoSvg(name, colors));
  fs.writeFileSync(path.join(assets, 'favicon.svg'), initialIconSvg(name, colors));
  fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}
