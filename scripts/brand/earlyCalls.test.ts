// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildRuntimeBrand } from '../../engine/brandFiles/runtime.ts';
import { callKey } from '../../engine/core/callKey.ts';
import { tagOf } from '../../schemas/brand/languages.ts';
import { announcementsParams } from '../../widgets/popups/announcementsParams.ts';
import { loadWidgetDefinitions } from './catalogue.ts';
import { earlyCallsOf, loadFirstCalls } from './earlyCalls.ts';

describe('early calls: the first screen’s reads the boot script asks for (issue 30, item 2)', () => {
  it('the home of each brand asks for its banners, in each language it speaks, exactly as the data client keys them', async () => {
    const definitions = await loadWidgetDefinitions();
    const firstCalls = await loadFirstCalls();
    for (const id of ['aurora', 'jade']) {
      const brand = buildRuntimeBrand(id, { definitions });
      const plan = earlyCallsOf(brand, firstCalls);
      // One group: the paths of the home, all asking the same.
      expect(plan).toHaveLength(1);
      expect(plan[0]!.paths).toEqual(expect.arrayContaining(['/', '/home']));
      expect(Object.keys(plan[0]!.calls).sort()).toEqual([...(brand.languages.supported as string[])].sort());
      const language = brand.languages.default;
      const [banners] = plan[0]!.calls[language]!;
      const tag = tagOf(language);
      expect(banners).toEqual({
        key: callKey('announcements', announcementsParams(tag)),
        path: `/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CPR%2CH&platform=W&execution=B&language=${tag}`,
        moduleId: 'MCSFE',
      });
    }
  });

  it('a lobby, a member page or a call that needs a token is never asked early', async () => {
    const plan = earlyCallsOf(
      buildRuntimeBrand('aurora', { definitions: await loadWidgetDefinitions() }),
      await loadFirstCalls(),
    );
    const paths = plan.flatMap((group) => group.paths);
    expect(paths).not.toContain('/rng');
    expect(paths).not.toContain('/member');
  });
});
