// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db.ts';
import { oneAtATime } from './oneAtATime.ts';

let db: Db;
beforeEach(() => {
  db = openDb(':memory:');
});
afterEach(() => db.close());

/** A task that logs its start and end, and ends when the test says. */
function task(log: string[], name: string) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const run = async () => {
    log.push(`${name} starts`);
    await finished;
    log.push(`${name} ends`);
    if (name.startsWith('failing')) throw new Error(name);
    return name;
  };
  return { run, finish };
}

describe('oneAtATime (issue 24)', () => {
  it('tasks of one key run one after another, in the order asked; a failing one still ends its turn; other keys do not wait', async () => {
    const log: string[] = [];
    const first = task(log, 'failing first');
    const second = task(log, 'second');
    const other = task(log, 'other key');
    const runs = [oneAtATime(db, 'k', first.run), oneAtATime(db, 'k', second.run), oneAtATime(db, 'other', other.run)];
    // The first and the other key's task start at once, in the caller's step; the second waits.
    expect(log).toEqual(['failing first starts', 'other key starts']);
    second.finish();
    other.finish();
    await runs[2];
    expect(log).not.toContain('second starts');
    first.finish();
    await expect(runs[0]).rejects.toThrow('failing first');
    await expect(runs[1]).resolves.toBe('second');
    expect(log).toEqual([
      'failing first starts',
      'other key starts',
      'other key ends',
      'failing first ends',
      'second starts',
      'second ends',
    ]);
  });

  it('each database has its own turns', async () => {
    const elsewhere = openDb(':memory:');
    const log: string[] = [];
    const here = task(log, 'here');
    const there = task(log, 'there');
    const runs = [oneAtATime(db, 'k', here.run), oneAtATime(elsewhere, 'k', there.run)];
    expect(log).toEqual(['here starts', 'there starts']);
    here.finish();
    there.finish();
    await Promise.all(runs);
    elsewhere.close();
  });
});
