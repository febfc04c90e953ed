import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { calls } from '../../schemas/api/index.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';

/** The contract's example of a player's responsible-gaming state: limits, a pending raise, a session. */
export const rgState = calls.responsibleGaming.response.examples[0];

/**
 * A signed-in member whose platform answers the responsible-gaming state (issue 29 stories). A meta
 * spells its two parts out (`{ platform: rgParameters.platform, session: rgParameters.session }`):
 * given as this one imported object, the story tests ran without them, as a visitor.
 */
export const rgParameters = {
  platform: { ...cashierPlatform, ...byName({ responsibleGaming: okReply(rgState) }) },
  session: memberSession,
};
