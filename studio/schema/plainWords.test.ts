// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plainWords } from './plainWords.ts';

describe('plain words for operators (issue 28, item 5)', () => {
  it('takes the specification ids out of a description and keeps them apart', () => {
    expect(plainWords('Mobile tab in the register popup (FLAG-01, FLAG-09).')).toEqual({
      text: 'Mobile tab in the register popup.',
      codes: ['FLAG-01', 'FLAG-09'],
    });
    expect(plainWords('Lobby page size (CONST-02)')).toEqual({ text: 'Lobby page size', codes: ['CONST-02'] });
    expect(plainWords('Validation pattern id 0–23 (PAT-00..PAT-23) or "*" for anything.').text).toBe(
      'Validation pattern id 0–23 or "*" for anything.',
    );
  });

  it('names a flag by its title where a sentence uses it, and keeps words it does not know', () => {
    const names = new Map([['AGENTPOLICY3', 'Agent contracts']]);
    expect(plainWords('Loads only for players with AGENTPOLICY3 on (ROLE-08, AG-09..12).', names)).toEqual({
      text: 'Loads only for players with “Agent contracts” on.',
      codes: ['ROLE-08', 'AG-09..12', 'AGENTPOLICY3'],
    });
    expect(plainWords('Uses HTTP2 when it can.').text).toBe('Uses HTTP2 when it can.');
  });

  it('leaves plain text alone', () => {
    expect(plainWords('A text key or plain text for the document title.')).toEqual({
      text: 'A text key or plain text for the document title.',
      codes: [],
    });
  });
});
