import type { CallHandlers } from '../context.ts';
import { sessionKeyOf } from '../catalogue/sessionKey.ts';
import { chatModels, launchChat } from '../content/chat.ts';
import { storeFeedback } from '../content/feedback.ts';
import { missionsToClaim } from '../content/missions.ts';
import { rewardsToClaim } from '../content/rewards.ts';
import { once } from '../money/idempotency.ts';
import { uploadedFiles } from '../multipart.ts';
import { deleteMessages, listMessages, markRead, messageDetail } from '../content/messageBox.ts';
import { mirrorSites } from '../content/mirrorSites.ts';
import { referralSummary } from '../content/referrals.ts';
import { isTrial, requireRealMember } from '../services/roles.ts';
import { renderText, text } from '../texts/index.ts';

type MessageCall =
  | 'unreadCount'
  | 'messageList'
  | 'messageDetail'
  | 'messageRead'
  | 'messageDelete'
  | 'referralSummary'
  | 'mirrorSites'
  | 'chatModels'
  | 'launchChat'
  | 'feedback';

/** Messages and their badges, invitations, mirror sites, chat rooms and feedback (CALL-28, 120..125, 40, 41, 26). */
export const messageHandlers: CallHandlers<MessageCall> = {
  unreadCount: (_input, ctx) => {
    const member = ctx.requireMember();
    // Trial accounts have no message box (ROLE-06): the count is 0 rather than a refusal.
    if (isTrial(member)) return { count: 0, missionLeaderboard: 0, rewardCenter: 0 };
    const { count } = ctx.db
      .prepare('SELECT COUNT(*) AS count FROM platform_messages WHERE member_id = ? AND read_at IS NULL')
      .get(member.id) as { count: number };
    // The other red badges of the member centre (MC-16), counted as their own pages count them.
    return {
      count,
      missionLeaderboard: missionsToClaim(ctx.db, ctx.brand.id, member.id),
      rewardCenter: rewardsToClaim(ctx.db, ctx.brand.id, member.id),
    };
  },

  messageList: (input, ctx) => {
    const member = requireRealMember(ctx);
    return listMessages(ctx.db, member.id, input.pageNo ?? 1, input.pageSize ?? 10, ctx.language);
  },

  messageDetail: (input, ctx) => messageDetail(ctx.db, requireRealMember(ctx).id, input.messageId, ctx.language),

  messageRead: (input, ctx) => markRead(ctx.db, requireRealMember(ctx).id, input.messageIds, ctx.now()),

  messageDelete: (input, ctx) => deleteMessages(ctx.db, requireRealMember(ctx).id, input.messageIds, ctx.now()),

  referralSummary: (_input, ctx) => referralSummary(ctx.db, ctx.brand.id, requireRealMember(ctx).id),

  mirrorSites: (_input, ctx) => mirrorSites(ctx.db, ctx.brand.id),

  chatModels: (_input, ctx) => {
    ctx.requireMember();
    return chatModels(ctx.db, ctx.brand.id, ctx.language, ctx.origin);
  },

  launchChat: (input, ctx) => {
    const member = ctx.requireMember();
    const launch = {
      brand: ctx.brand.id,
      memberId: member.id,
      modelId: input.modelId,
      sessionKey: sessionKeyOf(ctx),
      language: ctx.language,
    };
    return { chatUrl: launchChat(ctx.db, launch, ctx.origin, ctx.now()) };
  },

  feedback: (input, ctx) => {
    const member = requireRealMember(ctx);
    const images = uploadedFiles.get(input) ?? [];
    // Sent again with its key (the first answer was lost on the way), it is answered, not stored twice.
    return once(ctx.db, member.id, 'feedback', input, ctx.now(), () => {
      const id = storeFeedback(
        ctx.db,
        ctx.brand.id,
        member.id,
        { content: input.content, remark: input.remark, images },
        ctx.now(),
      );
      return {
        message: renderText(ctx.language, text('answer.feedback', { id })),
      };
    });
  },
};
