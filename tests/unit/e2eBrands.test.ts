// @vitest-environment node
// Issue 29: the end-to-end suite serves a brand copy per licence profile (tests/e2e/brands) beside
// the real brands; each must be a valid brand, with the licence texts its profile asks for.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatIssue } from '../../engine/brandFiles/issues.ts';
import { validateBrands } from '../../engine/brandFiles/validate.ts';
import { loadWidgetDefinitions } from '../../scripts/brand/catalogue.ts';
// @ts-expect-error a plain script without types
import { makeE2eRoot } from '../e2e/support/e2eRoot.mjs';

const parent = mkdtempSync(path.join(tmpdir(), 'livery-e2e-root-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('the end-to-end brand copies', () => {
  it('serves aurora-ukgc and jade-mga beside the real brands, every one valid', async () => {
    const root = (makeE2eRoot as (root: string) => string)(path.join(parent, 'root'));
    const reports = validateBrands([], { root, definitions: await loadWidgetDefinitions() });
    expect(reports.map((report) => report.id)).toEqual(
      expect.arrayContaining(['aurora', 'jade', 'aurora-ukgc', 'jade-mga']),
    );
    expect(reports.flatMap((report) => report.issues.map(formatIssue))).toEqual([]);
  });
});
