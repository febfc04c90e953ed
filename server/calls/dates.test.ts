// @vitest-environment node
// Issue 14, item 4: an impossible date is a 400 with the catalogue's code, never a 500, on every call that takes one.
import { describe, expect, it } from 'vitest';
import { calls, type CallDefinition, type CallName } from '../../schemas/api/index.ts';
import { periodQueryProperties } from '../../schemas/api/calls/cashier.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';

const platform = platformForEachTest();

type Schema = { properties?: Record<string, { format?: string }>; required?: string[] };
const propertiesOf = (definition: CallDefinition) => ({
  ...(definition.query as Schema | undefined)?.properties,
  ...(definition.body as Schema | undefined)?.properties,
});
/** Every call and date field of the contract: a field is a date when its schema says `format: date`. */
const DATE_FIELDS = (Object.entries(calls) as [CallName, CallDefinition][]).flatMap(([name, definition]) =>
  [definition.query, definition.body].flatMap((schema) =>
    Object.entries((schema as Schema | undefined)?.properties ?? {})
      .filter(([, field]) => field.format === 'date')
      .map(([field]) => ({ name, field })),
  ),
);

const IMPOSSIBLE = ['2026-13-45', '0000-00-00', '2026-02-30', '2025-02-29', '2026-04-31', '2026-00-10', '2026-11-00'];

describe('date parameters (issue 14, item 4)', () => {
  it('the contract marks the date fields of the points lists', () => {
    expect(DATE_FIELDS).toEqual(
      expect.arrayContaining([
        { name: 'memTransDet', field: 'startDate' },
        { name: 'memTransDet', field: 'endDate' },
        { name: 'getRedeemPointList', field: 'startDate' },
        { name: 'getRedeemPointList', field: 'endDate' },
      ]),
    );
  });

  for (const { name, field } of DATE_FIELDS) {
    it(`${name} refuses an impossible ${field} with 400 VALIDATION_FAILED naming it`, async () => {
      // The agent centre's calls (module AGT) are an agent's; every other one a member's.
      const token = platform.sessionFor(
        (calls[name] as CallDefinition).moduleId === 'AGT' ? 'demo_agent' : 'demo_member',
      );
      const properties = propertiesOf(calls[name] as CallDefinition);
      // A page is asked for where the call is paged; the money records (issue 15) are kept 12 months.
      const paging = 'pageNo' in properties ? { pageNo: 1, pageSize: 10 } : {};
      const keptAYear = properties[field] === periodQueryProperties[field as 'startDate' | 'endDate'];
      for (const date of IMPOSSIBLE) {
        const response = await platform.call(name, { ...paging, [field]: date }, { token });
        expect(response.statusCode, `${field}=${date}`).toBe(400);
        expect(JSON.parse(response.body)).toMatchObject({
          success: false,
          code: 'VALIDATION_FAILED',
          message: expect.stringContaining(field),
        });
      }
      // Real days, leap day included, are answered.
      const realDays = keptAYear
        ? ['2026-02-28', '2026-11-22', '2025-12-01']
        : ['2024-02-29', '2026-11-22', '0001-01-01', '9999-12-31'];
      for (const date of realDays) {
        expect(
          (await platform.call(name, { ...paging, [field]: date }, { token })).statusCode,
          `${field}=${date}`,
        ).toBe(200);
      }
      if (keptAYear && field === 'startDate') {
        // A real day older than the records kept is refused in words, not a 500.
        const response = await platform.call(name, { ...paging, startDate: '2024-02-29' }, { token });
        expect(response.statusCode).toBe(400);
        expect(JSON.parse(response.body)).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: expect.stringContaining('12 months'),
        });
      }
    });
  }
});
