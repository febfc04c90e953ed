// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, record, redo, startHistory, undo } from './history.ts';

describe('undo history (issue 18)', () => {
  it('undoes and redoes each change in order over the session', () => {
    let history = startHistory({ primary: '#111111' });
    history = record(history, { primary: '#222222' });
    history = record(history, { primary: '#333333' });
    history = undo(history);
    expect(history.present).toEqual({ primary: '#222222' });
    history = undo(history);
    expect(history.present).toEqual({ primary: '#111111' });
    expect(undo(history)).toBe(history);
    history = redo(redo(history));
    expect(history.present).toEqual({ primary: '#333333' });
    expect(redo(history)).toBe(history);
  });

  it('a new change after an undo drops the redo branch', () => {
    let history = record(record(startHistory(1), 2), 3);
    history = record(undo(history), 4);
    expect(history.present).toBe(4);
    expect(history.future).toEqual([]);
    expect(undo(history).present).toBe(2);
  });

  it('a change that leaves the document as it was is no step', () => {
    const history = record(startHistory({ a: 1 }), { a: 1 });
    expect(history.past).toHaveLength(0);
  });

  it('keeps the latest steps of a long session', () => {
    let history = startHistory(0);
    for (let step = 1; step <= HISTORY_LIMIT + 20; step++) history = record(history, step);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(20);
  });
});
