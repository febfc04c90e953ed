import type { CallContext, Member } from '../context.ts';
import { statement, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { isAgent, requireRealMember } from '../services/roles.ts';
import { text } from '../texts/index.ts';

/** An agent and the range of `members.upline_path` that is its team (server/team/tables.ts). */
export interface Team {
  agent: Member;
  /** The agent's own path, '/1/5/'. */
  path: string;
  /** Every team member's path is > path and < end. */
  end: string;
}

/** The paths strictly below `path`: between it and the same text with the last '/' turned into '0'. */
export const rangeBelow = (path: string) => ({ path, end: `${path.slice(0, -1)}0` });

/** SQL for "m is in the team": the index range of upline paths, bound as (path, end). */
export const IN_TEAM = 'm.upline_path > ? AND m.upline_path < ?';

/** The signed-in agent and its team; a member is refused (NOT_AGENT, ERR-17), a trial account too (ROLE-05). */
export function requireTeam(ctx: CallContext): Team {
  const agent = requireRealMember(ctx);
  if (!isAgent(agent)) throw new PlatformError('NOT_AGENT', text('error.agentsOnly'));
  const row = statement(ctx.db, 'SELECT upline_path FROM members WHERE id = ?').get(agent.id) as {
    upline_path: string;
  };
  return { agent, ...rangeBelow(row.upline_path) };
}

/** A team member's public id: 'U' and its number. */
export const teamMemberId = (id: number) => `U${id}`;

export interface TeamMemberRow {
  id: number;
  account: string;
  type: number;
  upline_path: string;
}

/**
 * The account `publicId` names, if it is in the team. Anyone else's id, a malformed one, or one
 * that names nobody get the same NOT_FOUND: an agent learns nothing about other teams.
 */
export function teamMember(db: Db, team: Team, publicId: string): TeamMemberRow {
  const match = /^U(\d{1,15})$/.exec(publicId);
  const row = match
    ? (statement(db, `SELECT m.id, m.account, m.type, m.upline_path FROM members m WHERE m.id = ? AND ${IN_TEAM}`).get(
        Number(match[1]),
        team.path,
        team.end,
      ) as TeamMemberRow | undefined)
    : undefined;
  if (!row) throw new PlatformError('NOT_FOUND', text('error.noTeamAccount', { account: publicId }));
  return row;
}

/** A team member by account name, or NOT_FOUND as for ids. */
export function teamMemberByAccount(db: Db, team: Team, account: string): TeamMemberRow {
  const row = statement(
    db,
    `SELECT m.id, m.account, m.type, m.upline_path FROM members m WHERE m.brand = ? AND m.account = ? AND ${IN_TEAM}`,
  ).get(team.agent.brand, account.trim().toLowerCase(), team.path, team.end) as TeamMemberRow | undefined;
  if (!row) throw new PlatformError('NOT_FOUND', text('error.noTeamAccount', { account }));
  return row;
}

/**
 * The breadcrumb down to `row` (issue 27): each account from the agent's own downline to `row`,
 * read from its upline path, which names every account above it and then itself.
 */
export function trailTo(db: Db, team: Team, row: { upline_path: string }): { memberId: string; account: string }[] {
  const ids = row.upline_path.slice(team.path.length).split('/').filter(Boolean).map(Number);
  if (ids.length === 0) return [];
  const accounts = new Map(
    (
      statement(db, `SELECT id, account FROM members WHERE id IN (${ids.map(() => '?').join(', ')})`).all(...ids) as {
        id: number;
        account: string;
      }[]
    ).map((found) => [found.id, found.account]),
  );
  return ids.map((id) => ({ memberId: teamMemberId(id), account: accounts.get(id) ?? '' }));
}
