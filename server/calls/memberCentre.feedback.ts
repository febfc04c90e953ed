import type { CallHandlers } from '../context.ts';
import { feedbackPage } from '../content/feedback.ts';
import { isTrial } from '../services/roles.ts';

/** The member's past feedback and the operator's replies (MC-20, CALL-92). */
export const feedbackHistoryHandlers: CallHandlers<'feedbackList'> = {
  feedbackList: (input, ctx) => {
    const member = ctx.requireMember();
    // A trial account cannot send feedback (ROLE-06), so it has none to list.
    if (isTrial(member)) return { list: [], pageNo: 1, totalPages: 0 };
    return feedbackPage(ctx.db, ctx.brand.id, member.id, input);
  },
};
