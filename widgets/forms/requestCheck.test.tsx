import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../engine/api/errors.ts';
import { transferUpline, withdrawCreate } from '../../schemas/generated/requestValidators.js';
import { SelectField } from './fields.tsx';
import { breachText, refusalBreach, requestBreaches } from './requestCheck.ts';
import { TextAreaField } from './TextAreaField.tsx';
import texts from './ruleTexts.json';

/** i18next's interpolation, enough for the kit's texts. */
const t = (key: string, values: Record<string, unknown> = {}) => {
  const path = key.split('.');
  let text: unknown = texts.EN;
  for (const part of path) text = (text as Record<string, unknown> | undefined)?.[part];
  return String(text ?? key).replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(values[name] ?? ''));
};

describe('the forms kit’s request checks (issue 25 item 4, DESIGN §3d)', () => {
  it('name each field’s first broken rule, never the idempotency key the mutation hook adds', () => {
    expect(requestBreaches(withdrawCreate, { accountId: 'PA7', amount: '10.00', paymentPassword: '246810' })).toEqual(
      {},
    );
    expect(requestBreaches(withdrawCreate, { accountId: 'PA7', amount: '1e3', paymentPassword: '2468' })).toEqual({
      amount: { field: 'amount', rule: 'pattern' },
      paymentPassword: { field: 'paymentPassword', rule: 'minLength', limit: 6 },
    });
  });

  it('say a rule with the field’s label and the schema’s limit, or in the field’s own words', () => {
    const breach = requestBreaches(transferUpline, {
      amount: '5.00',
      paymentPassword: '246810',
      remark: 'x'.repeat(141),
    }).remark!;
    expect(breachText(breach, { label: 'Remark' }, transferUpline.limits.remark, t)).toBe(
      'Remark: at most 140 characters.',
    );
    const own = { label: 'Remark', rules: { maxLength: 'own.remark' } };
    expect(
      breachText(breach, own, transferUpline.limits.remark, (key, values) => `${key} ${JSON.stringify(values)}`),
    ).toBe('own.remark {"maxLength":140,"field":"Remark","limit":140}');
  });

  it('read the platform’s refusal by the rules as their own check reads it, and nothing else', () => {
    const refused = (details: Record<string, unknown>, code = 'VALIDATION_FAILED') =>
      refusalBreach(new GatewayError({ kind: 'rejected', code, message: 'x', details }));
    expect(refused({ field: 'remark', rule: 'characters', character: 'U+0000' })).toEqual({
      field: 'remark',
      rule: 'characters',
      character: 'U+0000',
    });
    expect(refused({})).toBeNull();
    expect(refused({ field: 'remark', rule: 'nonsense' })).toBeNull();
    expect(refused({ field: 'remark', rule: 'maxLength' }, 'INVALID_STATE')).toBeNull();
  });

  it('a select and a text of several lines say their message as a text field does', () => {
    render(
      <>
        <SelectField
          label="Bank"
          value=""
          options={['Maybank']}
          text={(bank) => bank}
          placeholder="Choose a bank"
          message="Please choose a bank."
          onChange={() => {}}
        />
        <TextAreaField
          id="address"
          label="Address"
          value=""
          hint="0 / 500"
          message="Address: please fill this in."
          onChange={() => {}}
        />
      </>,
    );
    expect(screen.getByLabelText('Bank')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Bank')).toHaveAccessibleDescription('Please choose a bank.');
    expect(screen.getByRole('option', { name: 'Choose a bank' })).toHaveValue('');
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('0 / 500 Address: please fill this in.');
  });
});
