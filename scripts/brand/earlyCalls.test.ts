// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildRuntimeBrand } from '../../engine/brandFiles/runtime.ts';
import { callKey } from '../../engine/core/callKey.ts';
import { tagOf } from '../../schemas/brand/languages.ts';
import { announcementsParams, popupsParams } from '../../widgets/popups/announcementsParams.ts';
import { hotGamesParams, vendorGroupsParams } from '../../widgets/home/HomeGames/homeCalls.ts';
import { loadWidgetDefinitions } from './catalogue.ts';
import { earlyCallsOf, loadFirstScreenWidgets } from './earlyCalls.ts';

describe('early calls: the first screen’s reads the boot script asks for (issue 30, item 2)', () => {
  it('the home of each brand asks for its banners, game menu and hot games, in each language it speaks, exactly as the data client keys them; what is below a phone’s first screen is not asked early', async () => {
    const definitions = await loadWidgetDefinitions();
    const firstCalls = await loadFirstScreenWidgets();
    for (const id of ['aurora', 'jade']) {
      const brand = buildRuntimeBrand(id, { definitions });
      const plan = earlyCallsOf(brand, firstCalls);
      // One group for the paths of the home, all asking the same.
      const home = plan.filter((group) => group.paths.includes('/'));
      expect(home).toHaveLength(1);
      expect(home[0]!.paths).toEqual(expect.arrayContaining(['/', '/home']));
      expect(Object.keys(home[0]!.calls).sort()).toEqual([...(brand.languages.supported as string[])].sort());
      const language = brand.languages.default;
      const tag = tagOf(language);
      const calls = home[0]!.calls[language]!;
      expect(calls.map((call) => call.key)).toEqual([
        callKey('announcements', announcementsParams(tag)),
        callKey('vendorGroups', vendorGroupsParams(tag)),
        callKey('hotGames', hotGamesParams(tag, brand)),
      ]);
      // The visitor's popups come after the game grid: drawn after a phone's first paint, they ask then.
      expect(calls.map((call) => call.key)).not.toContain(callKey('announcements', popupsParams('B', tag)));
      expect(calls[0]).toEqual({
        key: callKey('announcements', announcementsParams(tag)),
        path: `/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CPR%2CH&platform=W&execution=B&language=${tag}`,
        moduleId: 'MCSFE',
      });
    }
  });

  it('a lobby asks for its first page of games; a member page or a call that needs a token is never asked early', async () => {
    const plan = earlyCallsOf(
      buildRuntimeBrand('aurora', { definitions: await loadWidgetDefinitions() }),
      await loadFirstScreenWidgets(),
    );
    const rng = plan.find((group) => group.paths.includes('/rng'));
    expect(rng?.calls.MY?.map((call) => call.path)).toEqual([
      expect.stringMatching(/^\/wps\/relay\/GCSGAME_gameList\?.*language=ms.*gameType=RNG/),
    ]);
    const paths = plan.flatMap((group) => group.paths);
    expect(paths).not.toContain('/member');
    const keys = plan.flatMap((group) =>
      Object.values(group.calls)
        .flat()
        .map((call) => call.key),
    );
    // The favourites need a token: a member's first screen asks them itself.
    expect(keys.some((key) => key.startsWith('favoriteGamesList'))).toBe(false);
  });
});
