import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadPlatformBrands } from '../../server/brands.ts';
import { LiveBrands } from '../../server/liveBrands.ts';
import { registerStudio, SECRET_HEADER } from '../../studio/server/routes.ts';
import { createTestPlatform, type TestPlatform } from './platform.ts';

export interface TestStudio {
  root: string;
  platform: TestPlatform;
  live: LiveBrands;
  close: () => Promise<void>;
}

/**
 * The studio on the reference platform for server tests: a copy of brands/ it may write, with the
 * engine, schemas and widgets it reads beside it (as `npm run studio` has), and a stand-in page.
 * `prepare` adds files to the copy before the brands are read.
 */
export async function startTestStudio(secret: string, prepare?: (root: string) => void): Promise<TestStudio> {
  const root = mkdtempSync(path.join(tmpdir(), 'livery-studio-'));
  cpSync('brands', path.join(root, 'brands'), { recursive: true });
  for (const folder of ['engine', 'schemas', 'widgets']) symlinkSync(path.resolve(folder), path.join(root, folder));
  prepare?.(root);
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

export interface UploadOptions {
  /** The session secret sent; null sends none. The studio's own by default. */
  secret?: string | null;
  brand?: string;
  /** The field's kinds (`?accept=svg,png`). */
  accept?: string;
}

/** One image uploaded to the studio as a browser's form sends it (multipart, one file). */
export function uploadImage(
  platform: TestPlatform,
  studio: { secret: string; host: string },
  filename: string,
  bytes: Buffer | string,
  options: UploadOptions = {},
) {
  const boundary = '----livery-upload-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const secret = options.secret === undefined ? studio.secret : options.secret;
  return platform.app.inject({
    method: 'POST',
    url: `/studio/api/brands/${options.brand ?? 'aurora'}/assets${options.accept ? `?accept=${options.accept}` : ''}`,
    headers: {
      host: studio.host,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(secret === null ? {} : { [SECRET_HEADER]: secret }),
    },
    payload,
  });
}
