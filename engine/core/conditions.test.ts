// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Condition } from '../../schemas/brand/conditions.ts';
import { holds, memberTraitsOf, sessionKindOf, visible, type ConditionContext } from './conditions.ts';

const context: ConditionContext = {
  flags: { MANPLAYREB3: true, FREEPLAY3: false },
  session: 'member',
  device: 'desktop',
};

describe('when conditions', () => {
  it('holds with no condition', () => expect(holds(undefined, context)).toBe(true));
  it('needs every listed flag on (SIDE-04: manual rebate only with MANPLAYREB3)', () => {
    expect(holds({ flags: ['MANPLAYREB3'] }, context)).toBe(true);
    expect(holds({ flags: ['MANPLAYREB3', 'FREEPLAY3'] }, context)).toBe(false);
    expect(holds({ flags: ['UNKNOWN'] }, context)).toBe(false);
  });
  it('needs notFlags off', () => expect(holds({ notFlags: ['MANPLAYREB3'] }, context)).toBe(false));
  it('matches the session kind', () => {
    expect(holds({ session: ['visitor'] }, context)).toBe(false);
    expect(holds({ session: ['member', 'agent'] }, context)).toBe(true);
  });
  it('matches the device', () => expect(holds({ device: ['mobile'] }, context)).toBe(false));
  it('needs every member trait true of the logged-in member (MC-06: transfer to upline only with an upline)', () => {
    expect(holds({ member: ['hasUpline'] }, context)).toBe(false);
    expect(holds({ member: ['hasUpline'] }, { ...context, member: memberTraitsOf({ hasUpline: true }) })).toBe(true);
    expect(holds({ member: ['hasUpline'] }, { ...context, member: memberTraitsOf(null) })).toBe(false);
  });
  it('filters lists before anything loads', () => {
    const items = [{ id: 'a' }, { id: 'b', when: { session: ['agent' as const] } }];
    expect(visible(items, context).map((item) => item.id)).toEqual(['a']);
  });
});

describe('session kinds (ROLE-02)', () => {
  it('RG-32: a part that must not hold hides the item from a member of whom it is true, never from a visitor', () => {
    const when: Condition = { session: ['visitor', 'member'], notMember: ['excluded'] };
    expect(holds(when, { ...context, member: memberTraitsOf({ excluded: true }) })).toBe(false);
    expect(holds(when, { ...context, member: memberTraitsOf({ excluded: false }) })).toBe(true);
    expect(holds(when, { ...context, session: 'visitor', member: memberTraitsOf(null) })).toBe(true);
  });

  it('derives visitor, trial, agent and member', () => {
    expect(sessionKindOf(null)).toBe('visitor');
    expect(sessionKindOf({ type: 4 })).toBe('trial');
    for (const type of [1, 2, 41, 42]) expect(sessionKindOf({ type })).toBe('agent');
    expect(sessionKindOf({ type: 0 })).toBe('member');
  });
});
