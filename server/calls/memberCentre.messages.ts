import type { CallHandlers } from '../context.ts';
import { sessionKeyOf } from '../catalogue/sessionKey.ts';
import { chatModels, launchChat } from '../content/chat.ts';
import { storeFeedback } from '../content/feedback.ts';
import { missionsToClaim } from '../content/missions.ts';
import { rewardsToClaim } from '../content/rewards.ts';
import { contentLanguageFor } from '../content/languages.ts';
import { uploadedFiles } from '../multipart.ts';
import { isTrial, requireRealMember } from '../services/roles.ts';

/** Unread platform messages, chat rooms and feedback (CALL-28, 40, 41, 26). */
export const messageHandlers: CallHandlers<'unreadCount' | 'chatModels' | 'launchChat' | 'feedback'> = {
  unreadCount: (_input, ctx) => {
    const member = ctx.requireMember();
    // Trial accounts have no message box (ROLE-06): the count is 0 rather than a refusal.
    if (isTrial(member)) return { count: 0, missionLeaderboard: 0, rewardCenter: 0 };
    const { count } = ctx.db.prepare('SELECT COUNT(*) AS count FROM platform_messages WHERE member_id = ? AND read_at IS NULL').get(member.id) as { count: number };
    // The other red badges of the member centre (MC-16), counted as their own pages count them.
    return { count, missionLeaderboard: missionsToClaim(ctx.db, ctx.brand.id, member.id), rewardCenter: rewardsToClaim(ctx.db, ctx.brand.id, member.id) };
  },

  chatModels: (_input, ctx) => {
    const member = ctx.requireMember();
    return chatModels(ctx.db, ctx.brand.id, contentLanguageFor(ctx.brand, member.language), ctx.origin);
  },

  launchChat: (input, ctx) => {
    const member = ctx.requireMember();
    const launch = { brand: ctx.brand.id, memberId: member.id, modelId: input.modelId, sessionKey: sessionKeyOf(ctx) };
    return { chatUrl: launchChat(ctx.db, launch, ctx.origin, ctx.now()) };
  },

  feedback: (input, ctx) => {
    const member = requireRealMember(ctx);
    const images = uploadedFiles.get(input) ?? [];
    const id = storeFeedback(ctx.db, ctx.brand.id, member.id, { content: input.content, remark: input.remark, images }, ctx.now());
    return { message: `Thank you for your feedback (reference F-${id}). We will reply in your messages.` };
  },
};
