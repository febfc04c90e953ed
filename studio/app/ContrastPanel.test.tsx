import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../engine/core/contrast.ts';
import { ContrastPanel } from './ContrastPanel.tsx';
import { TEXTS } from './texts.ts';

const good = {
  primary: '#1f6feb',
  onPrimary: '#ffffff',
  accent: '#f2b705',
  onAccent: '#1a1a1a',
  background: '#0f1420',
  surface: '#182030',
  text: '#f3f5f9',
  textMuted: '#b4bccb',
};

describe('contrast check (issue 18)', () => {
  it('computes the WCAG ratio: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('lists every text / background pair with its ratio and no warning when all hold 4.5:1', () => {
    render(<ContrastPanel colors={good} texts={TEXTS.en} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText(/text \/ background: \d+\.\d\d:1$/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns under 4.5:1, naming the pair and its ratio', () => {
    render(<ContrastPanel colors={{ ...good, text: '#1a2030' }} texts={TEXTS.en} />);
    const warnings = screen.getAllByRole('alert');
    const ratio = contrastRatio('#1a2030', '#0f1420').toFixed(2);
    expect(warnings.map((warning) => warning.textContent)).toContain(`text / background: ${ratio}:1 — below 4.5:1`);
    expect(warnings.some((warning) => /text \/ surface/.test(warning.textContent ?? ''))).toBe(true);
  });
});
