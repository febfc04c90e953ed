import type { Member } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { TRIAL_TYPE } from '../services/accounts.ts';

/** Trial accounts are told to register a real account and get no game (GAME-04, ROLE-05). */
export function refuseTrial(member: Member): void {
  if (member.type === TRIAL_TYPE) {
    throw new PlatformError('TRIAL_FORBIDDEN', 'This is a trial account, in need of a real account: please register to play.');
  }
}
