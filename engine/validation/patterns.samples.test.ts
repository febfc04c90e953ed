// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RegisterRules } from '../../schemas/api/index.ts';
import type { RegisterField } from '../../schemas/brand/registration.ts';
import { checkRegistrationFields, checkRule } from '../../server/services/registerRules.ts';
import { checkField, type FieldRule } from './patterns.ts';

/**
 * One sample table for both sides (PAT-00..PAT-23, VAL-01..VAL-03): the player's form checks each
 * field with `checkField` (widgets/accounts/RegisterForm), the platform with its registration check
 * (server/services/registerRules.ts). Each sample states the verdict a player should get, and both
 * sides must give it.
 */
interface Sample {
  field: RegisterField;
  rule: FieldRule;
  value: string;
  valid: boolean;
  /** What the sample is about, for the test name. */
  note: string;
}

const rule = (pattern: FieldRule['pattern'], min?: number, max?: number): FieldRule => ({
  enabled: true,
  required: true,
  pattern,
  min,
  max,
});

const SAMPLES: Sample[] = [
  // PAT-01 account names
  { field: 'username', rule: rule(1, 4, 16), value: 'player01', valid: true, note: 'letter first then digits' },
  { field: 'username', rule: rule(1, 4, 16), value: '1player', valid: false, note: 'digit first' },
  { field: 'username', rule: rule(1, 4, 16), value: 'abc', valid: false, note: 'below the minimum' },
  { field: 'username', rule: rule(1, 4, 16), value: 'playerplayerplayer', valid: false, note: 'above the maximum' },
  { field: 'username', rule: rule(1, 4, 16), value: 'ｐｌａｙｅｒ', valid: false, note: 'full-width Latin letters' },
  { field: 'username', rule: rule(1, 4, 16), value: '玩家一号', valid: false, note: 'Chinese in an account name' },
  // PAT-02, PAT-10 Chinese
  { field: 'payeeName', rule: rule(2, 2, 10), value: '张伟88', valid: true, note: 'Chinese characters and digits' },
  { field: 'payeeName', rule: rule(2, 2, 10), value: '张 伟', valid: false, note: 'Chinese with a space (pattern 2)' },
  { field: 'payeeName', rule: rule(10, 2, 10), value: '欧阳·娜娜', valid: true, note: 'Chinese with a middle dot' },
  {
    field: 'payeeName',
    rule: rule(10, 2, 10),
    value: '欧阳，娜娜',
    valid: true,
    note: 'Chinese with a full-width comma',
  },
  { field: 'payeeName', rule: rule(10, 2, 10), value: 'Nana', valid: false, note: 'Latin under pattern 10' },
  // PAT-13, PAT-20, PAT-08, PAT-17 names with spaces
  {
    field: 'payeeName',
    rule: rule(13, 2, 50),
    value: 'Nguyễn Văn An',
    valid: true,
    note: 'Vietnamese name with spaces',
  },
  { field: 'payeeName', rule: rule(13, 2, 50), value: 'Ana  Silva', valid: false, note: 'two spaces between words' },
  { field: 'payeeName', rule: rule(13, 2, 50), value: 'Ana1', valid: false, note: 'a digit in a name' },
  { field: 'payeeName', rule: rule(20, 2, 50), value: 'Ana Silva', valid: true, note: 'first and last name' },
  { field: 'payeeName', rule: rule(20, 2, 50), value: 'Madonna', valid: false, note: 'one name only' },
  {
    field: 'payeeName',
    rule: rule(20, 2, 50),
    value: '  Ana Silva  ',
    valid: true,
    note: 'surrounding spaces are trimmed',
  },
  {
    field: 'payeeName',
    rule: rule(20, 2, 50),
    value: 'สมชาย ใจดี',
    valid: false,
    note: 'Thai vowel marks are not letters (\\p{L})',
  },
  { field: 'payeeName', rule: rule(8, 2, 50), value: 'John Smith', valid: true, note: 'English letters and a space' },
  { field: 'payeeName', rule: rule(8, 2, 50), value: 'José Silva', valid: false, note: 'an accent under pattern 8' },
  { field: 'payeeName', rule: rule(17, 2, 50), value: 'JOHN SMITH', valid: true, note: 'capitals and a space' },
  { field: 'payeeName', rule: rule(17, 2, 50), value: 'John Smith', valid: false, note: 'lower case under pattern 17' },
  // PAT-14 Korean, PAT-15 / PAT-16 Thai
  { field: 'payeeName', rule: rule(14, 2, 10), value: '김민수', valid: true, note: 'Hangul syllables' },
  { field: 'payeeName', rule: rule(14, 2, 10), value: '김 민수', valid: false, note: 'Korean with a space' },
  { field: 'payeeName', rule: rule(15, 2, 20), value: 'สมชาย', valid: true, note: 'Thai' },
  { field: 'payeeName', rule: rule(15, 2, 20), value: 'Somchai', valid: false, note: 'Latin under pattern 15' },
  {
    field: 'payeeName',
    rule: rule(16, 2, 30),
    value: 'สมชาย Jaidee',
    valid: true,
    note: 'Thai and English with a space',
  },
  { field: 'payeeName', rule: rule(16, 2, 30), value: 'สมชาย 123', valid: false, note: 'digits under pattern 16' },
  // PAT-21 Japanese full-width
  { field: 'payeeName', rule: rule(21, 2, 20), value: 'やまだタロウ', valid: true, note: 'hiragana and katakana' },
  {
    field: 'payeeName',
    rule: rule(21, 2, 20),
    value: '山田　太郎',
    valid: true,
    note: 'kanji with an ideographic space',
  },
  { field: 'payeeName', rule: rule(21, 2, 20), value: 'ﾔﾏﾀﾞ', valid: false, note: 'half-width katakana' },
  { field: 'payeeName', rule: rule(21, 2, 20), value: 'Yamada', valid: false, note: 'Latin under pattern 21' },
  // PAT-03 e-mail, PAT-06 digits, PAT-05 / PAT-07 / PAT-19 passwords
  {
    field: 'email',
    rule: rule(3, 5, 100),
    value: 'amy.lee+vip@example.co.uk',
    valid: true,
    note: 'e-mail with a plus and subdomains',
  },
  { field: 'email', rule: rule(3, 5, 100), value: 'amy@例え.jp', valid: false, note: 'non-ASCII domain' },
  { field: 'mobileNum', rule: rule(6, 7, 15), value: '0123456789', valid: true, note: 'digits only' },
  { field: 'mobileNum', rule: rule(6, 7, 15), value: '０１２３４５６７', valid: false, note: 'full-width digits' },
  {
    field: 'mobileNum',
    rule: rule(6, 7, 7),
    value: '12345678',
    valid: false,
    note: 'min equals max, one digit too many',
  },
  { field: 'password', rule: rule(5, 6, 20), value: 'abc123', valid: true, note: 'letters and digits' },
  { field: 'password', rule: rule(5, 6, 20), value: 'abcdef', valid: false, note: 'letters without a digit' },
  { field: 'password', rule: rule(7, 6, 20), value: 'abc123', valid: false, note: 'no capital under pattern 7' },
  { field: 'password', rule: rule(19, 8, 20), value: 'Abc123!x', valid: true, note: 'strong password' },
  { field: 'password', rule: rule(19, 8, 20), value: 'Abc 123!x', valid: false, note: 'a space in a strong password' },
  // PAT-09, PAT-11, PAT-12, PAT-18, PAT-22, '*' and 23
  { field: 'line', rule: rule(9, 1, 50), value: 'line_id.7', valid: true, note: 'no spaces' },
  { field: 'line', rule: rule(9, 1, 50), value: 'line id', valid: false, note: 'a space under pattern 9' },
  { field: 'idNumber', rule: rule(11, 10, 10), value: '2024-02-29', valid: true, note: 'leap day' },
  { field: 'idNumber', rule: rule(11, 10, 10), value: '2023-02-29', valid: false, note: 'no such day' },
  { field: 'idNumber', rule: rule(12, 10, 10), value: '12-31-1999', valid: true, note: 'MM-dd-yyyy' },
  {
    field: 'paymentPassword',
    rule: rule(18, 6, 6),
    value: 'a1!B2@',
    valid: true,
    note: 'printable ASCII, min equals max',
  },
  { field: 'paymentPassword', rule: rule(18, 6, 6), value: 'a1!B2é', valid: false, note: 'non-ASCII under pattern 18' },
  { field: 'recommenderId', rule: rule(22, 2, 10), value: 'VIPONE', valid: true, note: 'capitals only' },
  { field: 'recommenderId', rule: rule(22, 2, 10), value: 'VIP ONE', valid: false, note: 'a space under pattern 22' },
  { field: 'wechat', rule: rule('*', 2, 5), value: '微信 号', valid: true, note: "'*' checks the bounds only" },
  { field: 'wechat', rule: rule(23, 2, 5), value: 'wechat', valid: false, note: 'pattern 23 is bounds only: too long' },
  { field: 'wechat', rule: rule(0), value: '任何 😀', valid: true, note: 'pattern 0 takes anything' },
  // No pattern lets a control, direction-override or broken character through (issue 24)
  { field: 'wechat', rule: rule(0), value: 'we\u0000chat', valid: false, note: 'a NUL under pattern 0' },
  {
    field: 'wechat',
    rule: rule('*', 2, 12),
    value: '\u202Egnp.exe',
    valid: false,
    note: "a right-to-left override under '*'",
  },
  {
    field: 'wechat',
    rule: rule(23, 2, 12),
    value: 'we\uD800chat',
    valid: false,
    note: 'a lone surrogate under pattern 23',
  },
  // Required and optional
  { field: 'qqNum', rule: rule(6, 5, 12), value: '   ', valid: false, note: 'blank but required' },
  {
    field: 'qqNum',
    rule: { enabled: true, required: false, pattern: 6, min: 5, max: 12 },
    value: '',
    valid: true,
    note: 'empty and optional',
  },
];

const rulesFor = (sample: Sample) => ({ [sample.field]: sample.rule }) as RegisterRules;

/** The platform's verdict: its registration check throws a VALIDATION_FAILED refusal. */
function platformAccepts(sample: Sample): boolean {
  try {
    checkRule(rulesFor(sample), sample.field, sample.value);
    return true;
  } catch {
    return false;
  }
}

/** The same sample through the whole registration check, as an enabled extra field of a sign-up. */
function platformAcceptsRegistration(sample: Sample): boolean {
  try {
    checkRegistrationFields(rulesFor(sample), { [sample.field]: sample.value }, [], []);
    return true;
  } catch {
    return false;
  }
}

describe('one sample table, the same verdicts on both sides (PAT-*, VAL-01..VAL-03)', () => {
  it.each(SAMPLES)('$field "$value" ($note) → valid: $valid', (sample) => {
    const client = checkField(sample.rule, sample.value) === null;
    expect(client).toBe(sample.valid);
    expect(platformAccepts(sample)).toBe(sample.valid);
    expect(platformAcceptsRegistration(sample)).toBe(sample.valid);
  });
});
