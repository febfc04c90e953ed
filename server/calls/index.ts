import type { CallHandlers } from '../context.ts';
import { agentCentreHandlers } from './agentCentre.ts';
import { contentHandlers } from './content.ts';
import { favouriteHandlers } from './favourites.ts';
import { gameHandlers } from './games.ts';
import { loginVerificationHandlers } from './loginVerification.ts';
import { lotteryHandlers } from './lottery.ts';
import { memberHandlers } from './member.ts';
import { memberCentreHandlers } from './memberCentre.ts';
import { passwordHandlers } from './password.ts';
import { registerHandlers } from './register.ts';
import { responsibleGamingHandlers } from './responsibleGaming.ts';
import { sessionHandlers } from './session.ts';
import { systemHandlers } from './system.ts';
import { verificationHandlers } from './verification.ts';

/** Every call's handler; the type makes a missing or misnamed one a compile error. */
export const handlers: CallHandlers = {
  ...systemHandlers,
  ...sessionHandlers,
  ...registerHandlers,
  ...verificationHandlers,
  ...loginVerificationHandlers,
  ...passwordHandlers,
  ...memberHandlers,
  ...gameHandlers,
  ...favouriteHandlers,
  ...lotteryHandlers,
  ...contentHandlers,
  ...memberCentreHandlers,
  ...agentCentreHandlers,
  ...responsibleGamingHandlers,
};
