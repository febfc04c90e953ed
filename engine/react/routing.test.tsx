import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { defineWidget } from './defineWidget.ts';
import { BrandRoutes } from './routing.tsx';
import { EngineHarness, testEngine, textSchema } from '../../tests/support/testEngine.tsx';

const Text = ({ text }: { text: string }) => <p>{text}</p>;
const textWidget = defineWidget({ type: 'Text', schema: textSchema, load: async () => ({ default: Text }) });
/** A titled section whose id is its text: an anchor a hash link can name. Its chunk arrives late, as a real widget's may. */
const Section = ({ text }: { text: string }) => (
  <section id={text} aria-label={text}>
    <Link to={`#${text === 'terms' ? 'rules' : 'terms'}`}>{`to ${text === 'terms' ? 'rules' : 'terms'}`}</Link>
  </section>
);
const sectionWidget = defineWidget({
  type: 'Section',
  schema: textSchema,
  load: () =>
    new Promise<{ default: typeof Section }>((resolve) => setTimeout(() => resolve({ default: Section }), 120)),
});
const screens = {
  home: { paths: ['/'], slots: { main: [{ widget: 'Text', props: { text: 'home page' } }] } },
  login: { paths: ['/login'], slots: { main: [{ widget: 'Text', props: { text: 'login page' } }] } },
  faq: {
    paths: ['/faq'],
    slots: {
      main: [
        { widget: 'Section', props: { text: 'terms' } },
        { widget: 'Section', props: { text: 'rules' } },
      ],
    },
  },
};

function GoToLogin() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/login')}>
      to login
    </button>
  );
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

  it('ROUTE-20 a hash link scrolls to its anchor, also one a widget draws after the page opens, and a hash link within the page', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const engine = await testEngine({ brand: { screens }, widgets: [textWidget, sectionWidget] });
    await act(async () => {
      render(
        <EngineHarness engine={engine} path="/faq#rules">
          <BrandRoutes />
        </EngineHarness>,
      );
    });
    await waitFor(() => expect(scrolled).toEqual(['rules']));
    // The page does not jump to the top instead.
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('link', { name: 'to terms' }));
    await waitFor(() => expect(scrolled).toEqual(['rules', 'terms']));
  });

  it('ROUTE-19 a hash dropped on the same page leaves the page where it was (a promotion closed over its list); another page starts at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    scrollTo.mockClear();
    const pages = {
      ...screens,
      news: { paths: ['/news'], slots: { main: [{ widget: 'Section', props: { text: 'news' } }] } },
    };
    const engine = await testEngine({ brand: { screens: pages }, widgets: [textWidget, sectionWidget] });
    await act(async () => {
      render(
        <EngineHarness engine={engine} path="/faq#rules">
          <BrandRoutes />
          <Link to="/faq">without the hash</Link>
          <Link to="/news">to the news</Link>
          <Where />
        </EngineHarness>,
      );
    });
    await screen.findByRole('region', { name: 'rules' });
    await userEvent.click(screen.getByRole('link', { name: 'without the hash' }));
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\/faq$/);
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'to the news' }));
    expect(await screen.findByRole('region', { name: 'news' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

describe('the brand picked with ?brand= in development (issue 13)', () => {
  const brandScreens = {
    home: {
      paths: ['/'],
      opens: { '/login': 'login' },
      slots: { main: [{ widget: 'Text', props: { text: 'home page' } }] },
    },
    promotions: { paths: ['/promotions'], slots: { main: [{ widget: 'Text', props: { text: 'promotions page' } }] } },
    member: {
      paths: ['/member'],
      access: 'member' as const,
      slots: { main: [{ widget: 'Text', props: { text: 'member centre' } }] },
    },
  };
  const dialogs = {
    login: { title: 'dialog.login', slots: { main: [{ widget: 'Text', props: { text: 'login form' } }] } },
  };

  async function start(path: string) {
    const engine = await testEngine({ brand: { id: 'jade', screens: brandScreens, dialogs }, widgets: [textWidget] });
    await act(async () => {
      render(
        <EngineHarness engine={engine} path={path}>
          <Link to="/promotions">promotions</Link>
          <Link to="/member?page=withdraw">withdraw</Link>
          <Where />
          <BrandRoutes />
        </EngineHarness>,
      );
    });
  }

  it('is kept by every link, with the link’s own query', async () => {
    await start('/?brand=jade');
    await userEvent.click(screen.getByRole('link', { name: 'promotions' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/promotions?brand=jade'),
    );
    await userEvent.click(screen.getByRole('link', { name: 'withdraw' }));
    // No session: the member centre sends the visitor to /login, and the brand goes along.
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/login?brand=jade'));
    expect(await screen.findByText('login form')).toBeInTheDocument();
  });

  it('is not added when the host named the brand', async () => {
    await start('/');
    await userEvent.click(screen.getByRole('link', { name: 'promotions' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(/^\/promotions$/));
  });
});
