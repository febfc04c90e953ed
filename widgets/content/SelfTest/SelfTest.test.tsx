import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import SelfTest from './SelfTest.tsx';
import { band } from './band.ts';
import { schema } from './schema.ts';

describe('SelfTest (RG-23)', () => {
  it('asks to answer every question, then gives the score and what it means', async () => {
    const user = userEvent.setup();
    await renderWidget(<SelfTest {...widgetProps(schema)} />);
    const questions = screen.getAllByRole('group');
    expect(questions).toHaveLength(9);
    await user.click(within(questions[0]!).getByRole('radio', { name: 'Most of the time' }));
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    expect(screen.getByRole('status')).toHaveTextContent('Answer every question to see your result: 8 left.');
    for (const question of questions.slice(1))
      await user.click(within(question).getByRole('radio', { name: 'Sometimes' }));
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your score: 10 of 27.');
    expect(screen.getByRole('status')).toHaveTextContent('gambling may be harming you');
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });

  it('reads in the player’s language', async () => {
    await renderWidget(<SelfTest {...widgetProps(schema)} />, { language: 'CN' });
    expect(screen.getByRole('heading', { level: 2, name: '检查您的游戏习惯' })).toBeVisible();
  });

  it('bands the score as the severity index does', () => {
    expect([0, 1, 2, 3, 7, 8, 27].map(band)).toEqual(['none', 'low', 'low', 'moderate', 'moderate', 'high', 'high']);
  });
});
