// The folder the end-to-end platform runs in: this checkout as it is, but with the test brands of
// tests/e2e/brands beside the real ones (issue 29: a licence profile per brand copy). Every entry of
// the checkout is linked, not copied, except brands/, which holds both sets, their files linked; the
// platform reads brands from the folder it runs in and serves them live, so the built site (dist)
// stays the real brands' only and no test brand reaches a build.
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const checkout = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const testBrands = path.join(checkout, 'tests', 'e2e', 'brands');

/** Makes `root` (default .data/e2e-root) and returns it. */
export function makeE2eRoot(root = path.join(checkout, '.data', 'e2e-root')) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, 'brands'), { recursive: true });
  for (const entry of readdirSync(checkout)) {
    if (['brands', '.data', '.git'].includes(entry)) continue;
    symlinkSync(path.join(checkout, entry), path.join(root, entry));
  }
  for (const dir of [path.join(checkout, 'brands'), testBrands]) {
    if (!existsSync(dir)) continue;
    // A brand's own folder is real (brands are listed by their folders); what it holds is linked.
    for (const id of readdirSync(dir)) {
      mkdirSync(path.join(root, 'brands', id));
      for (const entry of readdirSync(path.join(dir, id)))
        symlinkSync(path.join(dir, id, entry), path.join(root, 'brands', id, entry));
    }
  }
  return root;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(`${makeE2eRoot()}\n`);
