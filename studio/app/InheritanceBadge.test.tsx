import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { InheritanceBadge } from './InheritanceBadge.tsx';
import { applyEdit, deleteAt, mergedOf, originOf, type Path } from './inheritance.ts';
import { TEXTS } from './texts.ts';

const parent = {
  theme: { colors: { primary: '#1f6feb', text: '#f3f5f9' } },
  footer: { help: [{ label: 'a', href: 'https://a.example' }] },
};

/** A field as the studio shows it: its merged value, where it comes from, and reset to inherited. */
function Field({ path, initial }: { path: Path; initial: Record<string, unknown> }) {
  const [own, setOwn] = useState<unknown>(initial);
  const merged = mergedOf(parent, own);
  const value = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[String(key)], merged);
  return (
    <div>
      <output aria-label="value">{String(value)}</output>
      <InheritanceBadge
        origin={originOf(own, parent, path)}
        parentId="base"
        label="Primary"
        texts={TEXTS.en}
        onReset={() => setOwn(deleteAt(own, path))}
      />
    </div>
  );
}

describe('inheritance view (issue 18)', () => {
  it('says a field is inherited from the parent when the brand does not state it', () => {
    render(<Field path={['theme', 'colors', 'primary']} initial={{ name: 'Aurora' }} />);
    expect(screen.getByText('Inherited from base')).toBeInTheDocument();
    expect(screen.getByLabelText('value')).toHaveTextContent('#1f6feb');
    expect(screen.queryByRole('button', { name: /Reset to inherited/ })).not.toBeInTheDocument();
  });

  it('says a field is overridden here, and reset to inherited brings the parent’s value back', async () => {
    render(<Field path={['theme', 'colors', 'primary']} initial={{ theme: { colors: { primary: '#e0b243' } } }} />);
    expect(screen.getByText(/Overridden here/)).toBeInTheDocument();
    expect(screen.getByLabelText('value')).toHaveTextContent('#e0b243');
    await userEvent.click(screen.getByRole('button', { name: 'Reset to inherited: Primary' }));
    expect(screen.getByText('Inherited from base')).toBeInTheDocument();
    expect(screen.getByLabelText('value')).toHaveTextContent('#1f6feb');
  });

  it('says a field the parent does not have is set here', () => {
    render(<Field path={['name']} initial={{ name: 'Aurora' }} />);
    expect(screen.getByText('Set here')).toBeInTheDocument();
  });

  it('in Chinese too', () => {
    render(
      <InheritanceBadge origin="overridden" parentId="base" label="主色" texts={TEXTS.zh} onReset={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: '恢复继承值: 主色' })).toBeInTheDocument();
  });
});

describe('edits land in the brand’s own document', () => {
  it('writes only the changed value, leaving the inherited ones inherited', () => {
    const own = { name: 'Aurora' };
    const before = mergedOf(parent, own).theme;
    const after = { colors: { primary: '#ff0000', text: '#f3f5f9' } };
    expect(applyEdit(own, ['theme'], before, after)).toEqual({
      name: 'Aurora',
      theme: { colors: { primary: '#ff0000' } },
    });
  });

  it('replaces a list whole, as the engine merges lists', () => {
    const own = {};
    const before = mergedOf(parent, own).footer;
    const after = { help: [] };
    expect(applyEdit(own, ['footer'], before, after)).toEqual({ footer: { help: [] } });
  });
});
