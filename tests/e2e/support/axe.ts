// axe in the end-to-end tests: axe-core run in the page itself, in every frame, with its violations
// written one line each (rule: the nodes' selectors), so a failing test says what and where.
//
// Why not @axe-core/playwright's `analyze()`: for each run it opens a blank page to put the frames'
// results together, which here costs about 1.5 s a run against 0.15 s for axe in the page, and the
// phone walks alone run axe on some three hundred pages.
import axeCore from 'axe-core';
import type { Frame, Page } from '@playwright/test';
import { layoutProblems } from './layoutChecks.ts';

/** WCAG 2.1 A and AA: what "axe clean" means for a player. Without tags, every rule runs (best practices too). */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScope {
  /** Rule tags to run; all rules when left out. */
  tags?: string[];
  /** Selectors of the parts to read; the whole page when left out. */
  include?: string[];
  /** Selectors of parts to leave out (a game's own frame, a third party's chat). */
  exclude?: string[];
}

async function injectInto(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
  // A frame that cannot run script (or has gone) is not read, as axe itself would skip it.
  if (present) return;
  await frame.evaluate(axeCore.source).catch(() => undefined);
  // The top frame's axe asks each frame's for its results by message; a frame of another origin (a
  // vendor's game or chat, a srcdoc page) answers only when told it may.
  await frame
    .evaluate(() =>
      (window as unknown as { axe?: typeof axeCore }).axe?.configure({ allowedOrigins: ['<unsafe_all_origins>'] }),
    )
    .catch(() => undefined);
}

/**
 * axe's violations on the page as it is now, one line each: `rule: selector, selector`. `include`
 * names parts that may be there (an open dialog): those the page has are read.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  try {
    return await axeRun(page, scope);
  } catch (error) {
    // A frame (a chat room, a lottery) that navigated while axe asked it for its part answers that
    // it has none: read the page again as it is now, once.
    if (!String(error).includes('No elements found for include')) throw error;
    return axeRun(page, scope);
  }
}

async function axeRun(page: Page, scope: AxeScope): Promise<string[]> {
  await Promise.all(page.frames().map(injectInto));
  // Whole page unless parts are named: axe reads `document` by default.
  const include = scope.include?.length ? scope.include.map((selector) => [selector]) : undefined;
  const exclude = scope.exclude?.length ? scope.exclude.map((selector) => [selector]) : [];
  return page.evaluate(
    async ({ include, exclude, tags }) => {
      const axe = (window as unknown as { axe: typeof axeCore }).axe;
      const options: axeCore.RunOptions = { resultTypes: ['violations'] };
      if (tags) options.runOnly = { type: 'tag', values: tags };
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const presentNow = () => include?.filter(([selector]) => document.querySelector(selector!) !== null) ?? [];
      // Only the named parts the page has now, read in the same turn as the run: a dialog that
      // closed a moment ago is not asked for (axe refuses a context that matches nothing). When
      // none is there the page is between two renders (a route handing over to the next): read
      // it once one is back, frame by frame; none ever is the caller's mistake, and the test's
      // own deadline says so.
      let present = presentNow();
      while (include && !present.length) {
        await nextFrame();
        present = presentNow();
      }
      const context = include ? { include: present, exclude } : { exclude };
      const result = await axe.run(context, options);
      return result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { include, exclude, tags: scope.tags },
  );
}

/**
 * A screen as a 360 px phone shows it: its layout problems and its WCAG A/AA violations, each line
 * starting with the label, so one list collects a whole walk. Empty when the screen fits and is clean.
 */
export async function phoneProblems(page: Page, label: string, scope: AxeScope = { tags: WCAG_AA }): Promise<string[]> {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return [...(await layoutProblems(page)), ...(await axeViolations(page, scope))].map(
    (problem) => `${label}: ${problem}`,
  );
}
