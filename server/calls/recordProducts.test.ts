// @vitest-environment node
// The betting records' product filter (MC-07, AG-05; issue 25 item 2): each product finds the bets of
// the game types it stands for; Lottery finds the bets of both lottery types, LOTT and ELOTT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallName } from '../../schemas/api/index.ts';
import { GAME_TYPES, RECORD_PRODUCT_GAME_TYPES, RECORD_PRODUCTS } from '../../schemas/vocabulary.ts';
import { envelope } from '../../tests/support/platformAnswers.ts';
import { createTestPlatform, type TestPlatform } from '../../tests/support/platform.ts';

let platform: TestPlatform;
// 2026-12-05 in Kuala Lumpur (the brand's reporting zone), after the seeded history: only these bets are in it.
const DAY = { startDate: '2026-12-05', endDate: '2026-12-05' };
const DAY_START = Date.parse('2026-12-04T16:00:00Z');

beforeAll(async () => {
  platform = await createTestPlatform();
  platform.setNow(Date.parse('2026-12-10T02:00:00Z'));
  // One round of player_down1 (in demo_agent's team) on a game of each type, as a game round writes it.
  const insert = platform.db.prepare(
    'INSERT INTO bets (member_id, brand, node_id, vendor, game_type, stake_cents, win_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  GAME_TYPES.forEach((type, index) => {
    const game = platform.db
      .prepare('SELECT node_id, vendor FROM games WHERE game_type = ? ORDER BY node_id LIMIT 1')
      .get(type) as { node_id: number; vendor: string } | undefined;
    if (!game) throw new Error(`the catalogue has no ${type} game`);
    insert.run(
      platform.memberId('player_down1'),
      'aurora',
      game.node_id,
      game.vendor,
      type,
      100,
      0,
      DAY_START + (index + 1) * 60_000,
    );
  });
});
afterAll(() => platform.close());

type BetRows = { list: { gameType: string }[]; totalRows: number };
const ask = async (name: CallName, input: object, account: string) =>
  envelope<BetRows>(await platform.call(name, { ...DAY, ...input }, { token: platform.sessionFor(account) }));
const typesOf = (answer: { value: BetRows }) => answer.value.list.map((row) => row.gameType).sort();

describe("the betting records' product filter", () => {
  it("Lottery finds the member's lottery bets, LOTT and ELOTT, in the betting record and in the agent's team betting", async () => {
    const own = await ask('bettingRecord', { gameType: 'LOTTERY' }, 'player_down1');
    expect(own.success).toBe(true);
    expect(typesOf(own)).toEqual(['ELOTT', 'LOTT']);
    const team = await ask('teamBets', { gameType: 'LOTTERY', account: 'player_down1' }, 'demo_agent');
    expect(team.success).toBe(true);
    expect(typesOf(team)).toEqual(['ELOTT', 'LOTT']);
  });

  it('every product finds exactly the bets of its game types, and every bet is found by one product', async () => {
    const found: string[] = [];
    for (const product of RECORD_PRODUCTS) {
      const answer = await ask('bettingRecord', { gameType: product }, 'player_down1');
      expect(typesOf(answer), product).toEqual([...RECORD_PRODUCT_GAME_TYPES[product]].sort());
      found.push(...typesOf(answer));
    }
    expect(found.sort()).toEqual([...GAME_TYPES].sort());
  });

  it('a game type that is no product is a clear refusal, not an empty record', async () => {
    const answer = await ask('bettingRecord', { gameType: 'ELOTT' }, 'player_down1');
    expect(answer.success).toBe(false);
    expect(answer.code).toBe('VALIDATION_FAILED');
    expect(answer.message).toMatch(/gameType/);
  });
});
