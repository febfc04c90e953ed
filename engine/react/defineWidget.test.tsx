// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defineWidget, inArea, widgetProps, type WidgetProps } from './defineWidget.ts';

const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 60, default: 18 },
    showVendorFilter: { type: 'boolean', default: true },
  },
  required: ['title'],
} as const;

type Props = WidgetProps<typeof schema>;

const Agrees = ({ title, pageSize, showVendorFilter }: Props) => (
  <p>{`${title} ${pageSize} ${String(showVendorFilter)}`}</p>
);
const WrongType = ({ pageSize }: { pageSize: string }) => <p>{pageSize}</p>;
const ExtraProp = ({ title, subtitle }: { title: string; subtitle: string }) => <p>{title + subtitle}</p>;
const OptionalDefault = ({ pageSize = 10 }: { pageSize?: number }) => <p>{pageSize}</p>;

describe('defineWidget: a component is typed from its schema (issue 7, DESIGN §3)', () => {
  it('accepts a component whose props are the schema’s, and refuses one that disagrees (checked by the typecheck)', () => {
    const ok = defineWidget({ type: 'Agrees', schema, load: async () => ({ default: Agrees }) });
    // @ts-expect-error pageSize is an integer in the schema, not a string
    defineWidget({ type: 'WrongType', schema, load: async () => ({ default: WrongType }) });
    // @ts-expect-error subtitle is not in the schema, so the brand can never give it
    defineWidget({ type: 'ExtraProp', schema, load: async () => ({ default: ExtraProp }) });
    // A component may ignore props, or accept more loosely what the schema guarantees.
    defineWidget({ type: 'OptionalDefault', schema, load: async () => ({ default: OptionalDefault }) });
    expect(ok.type).toBe('Agrees');
  });

  it('gives defaulted properties as present: the component never repeats a default', () => {
    const props: Props = widgetProps(schema, { title: 'Slots' });
    expect(props).toEqual({ title: 'Slots', pageSize: 18, showVendorFilter: true });
    // @ts-expect-error a defaulted property is not optional in the component's props
    const missing: Props = { title: 'Slots' };
    expect(missing.pageSize).toBeUndefined();
  });

  it('takes its area from the catalogue', () => {
    const [definition] = inArea('lobby', [
      defineWidget({ type: 'Agrees', schema, load: async () => ({ default: Agrees }) }),
    ]);
    expect(definition).toMatchObject({ type: 'Agrees', area: 'lobby' });
  });
});
