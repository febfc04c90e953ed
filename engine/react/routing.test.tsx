import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { defineWidget } from './defineWidget.ts';
import { BrandRoutes } from './routing.tsx';
import { EngineHarness, testEngine, textSchema } from './testEngine.tsx';

const Text = ({ text }: { text: string }) => <p>{text}</p>;
const textWidget = defineWidget({ type: 'Text', schema: textSchema, load: async () => ({ default: Text }) });
const screens = {
  home: { paths: ['/'], slots: { main: [{ widget: 'Text', props: { text: 'home page' } }] } },
  login: { paths: ['/login'], slots: { main: [{ widget: 'Text', props: { text: 'login page' } }] } },
};

function GoToLogin() {
  const navigate = useNavigate();
  return <button type="button" onClick={() => navigate('/login')}>to login</button>;
}

describe('route changes', () => {
  it('SHELL-08 calls left in flight by the page left behind are cancelled; the first page cancels nothing', async () => {
    const engine = await testEngine({ brand: { screens }, widgets: [textWidget] });
    const cancelAll = vi.spyOn(engine.gateway, 'cancelAll');
    await act(async () => {
      render(
        <EngineHarness engine={engine}>
          <GoToLogin />
          <BrandRoutes />
        </EngineHarness>,
      );
    });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(cancelAll).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'to login' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(cancelAll).toHaveBeenCalledTimes(1);
  });
});
