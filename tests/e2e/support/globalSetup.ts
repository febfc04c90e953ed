// Once the e2e platform is up (Playwright starts its web server before global set-up), before any test.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DEFAULT_DIFFICULTY, setChallengeDifficulty } from '../../../server/services/challenge.ts';
import { E2E_DATA_DIR } from './platform.ts';

/**
 * The platform's proof of work, made small (issue 25, item 8). Every registration, SMS send and reset
 * still asks for a challenge, the page or the test still solves it and the platform still checks it,
 * the same algorithm at the same cost per try; only the number of tries is a hundredth of the
 * default's (server/services/challenge.ts), so it takes milliseconds instead of seconds of CPU, which
 * a busy machine stretched past the tests' waits (REG-08 at 30 s). The default difficulty's own
 * solving is checked in server/calls/loginSecurity.test.ts.
 */
export const E2E_CHALLENGE_DIFFICULTY = {
  cost: DEFAULT_DIFFICULTY.cost,
  minCounter: DEFAULT_DIFFICULTY.minCounter / 100,
  maxCounter: DEFAULT_DIFFICULTY.maxCounter / 100,
};

export default function globalSetup(): void {
  const db = new Database(join(E2E_DATA_DIR, 'livery.db'), { timeout: 30_000 });
  try {
    setChallengeDifficulty(db, E2E_CHALLENGE_DIFFICULTY);
  } finally {
    db.close();
  }
}
