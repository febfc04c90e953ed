// Test support for the studio's routes: a copy of brands/ the studio may write, with the engine,
// schemas and widgets it reads beside it (as `npm run studio` has), and the studio on a test platform.
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadPlatformBrands } from '../../server/brands.ts';
import { LiveBrands } from '../../server/liveBrands.ts';
import { createTestPlatform, type TestPlatform } from './platform.ts';
import { registerStudio } from '../../studio/server/routes.ts';

export interface TestStudio {
  root: string;
  platform: TestPlatform;
  live: LiveBrands;
  close(): Promise<void>;
}

/** Opens the studio on a fresh copy of brands/; `prepare` may add files to the root before the brands load. */
export async function openTestStudio(secret: string, prepare: (root: string) => void = () => {}): Promise<TestStudio> {
  const root = mkdtempSync(path.join(tmpdir(), 'livery-studio-'));
  cpSync('brands', path.join(root, 'brands'), { recursive: true });
  for (const folder of ['engine', 'schemas', 'widgets']) symlinkSync(path.resolve(folder), path.join(root, folder));
  prepare(root);
  const studioDir = path.join(root, 'dist-studio');
  mkdirSync(studioDir);
  writeFileSync(path.join(studioDir, 'index.html'), '<!doctype html><title>Brand studio</title>');
  const brands = loadPlatformBrands(root);
  const live = new LiveBrands(brands, { root, log: () => {} });
  live.reload();
  const platform = await createTestPlatform({ brands, live, seed: false });
  await registerStudio(platform.app, { live, db: platform.db, secret, studioDir });
  return {
    root,
    platform,
    live,
    close: async () => {
      await platform.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
