// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cpuTimeOf } from '../../tests/support/waits.ts';
import { loadPlatformBrands } from '../brands.ts';
import { openDb } from '../db.ts';
import { seedAccounts } from '../seed/accounts.ts';
import { maskAccount } from '../services/text.ts';
import { drawNumbers } from './draws.ts';
import { generateCatalogue } from './generate.ts';
import { multiplierFor, RETURN_TO_PLAYER } from './payouts.ts';
import { seedBrandHistory, seedCatalogue } from './seed.ts';

describe('generated catalogue', () => {
  it('CONST-30 is the same on every run: ≥ 10,000 games, ids, names and order', () => {
    const first = generateCatalogue();
    const second = generateCatalogue();
    expect(first.games.length).toBeGreaterThanOrEqual(10_000);
    expect(second).toEqual(first);
    expect(first.games.slice(0, 3).map((g) => g.nodeId)).toEqual([10001, 10002, 10003]);
  });

  it('gives each game a unique code within its vendor, a hot few per type and a new-game lane per big vendor', () => {
    const { games } = generateCatalogue();
    expect(new Set(games.map((g) => `${g.vendor}/${g.gameCode}`)).size).toBe(games.length);
    for (const type of ['RNG', 'LIVE', 'FISH', 'PVP', 'BGS', 'SPORTS', 'ESPORTS', 'ELOTT', 'COCKFIGHT', 'LOTT']) {
      const hot = games.filter((g) => g.gameType === type && g.isHot === 1).length;
      expect(hot, type).toBeGreaterThan(0);
      expect(hot, type).toBeLessThanOrEqual(30);
    }
    expect(games.filter((g) => g.vendor === 'PP' && g.gameType === 'RNG' && g.isNew === 1)).toHaveLength(10);
  });

  it('seeds in one fast transaction (well under 2 s of CPU)', async () => {
    const db = openDb(':memory:');
    expect(await cpuTimeOf(() => db.transaction(() => seedCatalogue(db))())).toBeLessThan(2000);
    expect((db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n).toBeGreaterThanOrEqual(10_000);
    db.close();
  });

  it("seeds a bet history per brand: one brand's run touches no other brand, and trial accounts get none", () => {
    const { byId } = loadPlatformBrands();
    const aurora = byId.get('aurora')!;
    const jade = byId.get('jade')!;
    const db = openDb(':memory:');
    db.transaction(() => seedCatalogue(db))();
    for (const brand of [aurora, jade]) seedAccounts(db, brand, 'x');
    db.prepare(
      "INSERT INTO members (brand, account, password_hash, type, created_at) VALUES ('aurora', 'trial_1', 'x', 4, 'now')",
    ).run();
    const betsOf = (brand: string) =>
      (db.prepare('SELECT COUNT(*) AS n FROM bets WHERE brand = ?').get(brand) as { n: number }).n;

    seedBrandHistory(db, aurora, Date.parse('2026-11-22T10:00:00Z'));
    expect(betsOf('aurora')).toBe(5 * 120);
    expect(betsOf('jade')).toBe(0);
    // A brand seeded later gets the same kind of history, with its own accounts only.
    seedBrandHistory(db, jade, Date.parse('2026-12-01T10:00:00Z'));
    expect(betsOf('jade')).toBe(5 * 120);
    expect(
      db
        .prepare(
          'SELECT COUNT(*) AS n FROM bets b JOIN members m ON m.id = b.member_id WHERE m.brand != b.brand OR m.type = 4',
        )
        .get(),
    ).toEqual({ n: 0 });
    // HOME-09 MYGAME-05 MYGAME-06: a returning demo player finds recent games and favourites, all games they played.
    const listOf = (table: string) =>
      db
        .prepare(
          `SELECT t.node_id FROM ${table} t JOIN members m ON m.id = t.member_id WHERE m.brand = 'aurora' AND m.account = 'demo_member'`,
        )
        .all() as { node_id: number }[];
    expect(listOf('recent_games')).toHaveLength(6);
    expect(listOf('favourite_games')).toHaveLength(8);
    const playedIds = new Set(
      (
        db
          .prepare(
            "SELECT b.node_id FROM bets b JOIN members m ON m.id = b.member_id WHERE m.account = 'demo_member' AND m.brand = 'aurora'",
          )
          .all() as { node_id: number }[]
      ).map((r) => r.node_id),
    );
    expect([...listOf('recent_games'), ...listOf('favourite_games')].every((row) => playedIds.has(row.node_id))).toBe(
      true,
    );
    expect(
      db
        .prepare('SELECT COUNT(*) AS n FROM recent_games t JOIN members m ON m.id = t.member_id WHERE m.type = 4')
        .get(),
    ).toEqual({ n: 0 });
    db.close();
  });
});

describe('demo game pay table', () => {
  it('returns about 96% of stakes to players', () => {
    expect(RETURN_TO_PLAYER).toBeCloseTo(0.96, 5);
    const draws = 100_000;
    let paid = 0;
    for (let i = 0; i < draws; i++) paid += multiplierFor((i + 0.5) / draws);
    expect(paid / draws).toBeCloseTo(0.96, 2);
  });
});

describe('lottery draws', () => {
  it('are a function of game and day', () => {
    expect(drawNumbers('VN_NORTH', 'VN_HN:20261122')).toEqual(drawNumbers('VN_NORTH', 'VN_HN:20261122'));
    expect(drawNumbers('VN_NORTH', 'VN_HN:20261122')).not.toEqual(drawNumbers('VN_NORTH', 'VN_HN:20261123'));
    const pk10 = drawNumbers('PK10', 'x');
    expect([...pk10].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    for (const die of drawNumbers('DICE', 'y')) expect(Number(die)).toBeGreaterThanOrEqual(1);
  });
});

describe('winner board accounts', () => {
  it('are masked', () => {
    expect(maskAccount('demo_member')).toBe('de***er');
    expect(maskAccount('abc')).toBe('a***');
  });
});
