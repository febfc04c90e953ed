import { failReply, type FakeReply } from './fakePlatform.ts';

/** The ways a platform call fails that every widget of the home and the popups must survive (issue 8), for `it.each`. */
export const PLATFORM_FAILURES: [string, FakeReply][] = [
  ['a 500', failReply(500, 'UNKNOWN')],
  ['a timeout', 'timeout'],
  ['a malformed answer', { status: 200, data: '<!doctype html><p>Bad gateway</p>' }],
];
