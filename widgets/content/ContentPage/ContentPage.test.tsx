import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import ContentPage from './ContentPage.tsx';
import { schema } from './schema.ts';

const props = widgetProps(schema, {
  title: 'responsible.title',
  text: 'responsible.intro',
  sections: [
    {
      title: 'responsible.records.title',
      text: 'responsible.records.text',
      links: [{ label: 'menu.bettingRecord', to: '/member?page=personalHistoryCopy' }],
    },
    {
      title: 'responsible.helplines.title',
      links: [
        { label: 'Befrienders KL', to: 'https://www.befrienders.org.my', text: 'responsible.helplines.befrienders' },
      ],
    },
  ],
});

/** The brand's own words, as brands/<id>/locales give them, in two of its languages. */
const locales = {
  EN: {
    responsible: {
      title: 'Responsible gaming at {{brand}}',
      intro: 'Play for fun.',
      records: { title: 'Know what you spend', text: 'Your records show every bet.' },
      helplines: { title: 'Talk to someone', befrienders: '24 hours: 03-7627 2929' },
    },
  },
  MY: {
    responsible: {
      title: 'Permainan bertanggungjawab di {{brand}}',
      intro: 'Bermain untuk keseronokan.',
      records: { title: 'Ketahui perbelanjaan anda', text: 'Rekod anda menunjukkan setiap pertaruhan.' },
      helplines: { title: 'Bercakap dengan seseorang', befrienders: '24 jam: 03-7627 2929' },
    },
  },
};

describe('ContentPage', () => {
  it("shows the brand's heading, introduction and sections with their links, in the player's language", async () => {
    await renderWidget(<ContentPage {...props} />, {
      brand: { name: 'Aurora', languages: { default: 'MY', supported: ['MY', 'EN'] }, locales },
      language: 'MY',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Permainan bertanggungjawab di Aurora' })).toBeVisible();
    expect(screen.getByText('Bermain untuk keseronokan.')).toBeVisible();
    const records = screen.getByRole('region', { name: 'Ketahui perbelanjaan anda' });
    expect(within(records).getByRole('link', { name: 'Rekod pertaruhan' })).toHaveAttribute(
      'href',
      '/member?page=personalHistoryCopy',
    );
    const helplines = screen.getByRole('region', { name: 'Bercakap dengan seseorang' });
    const helpline = within(helplines).getByRole('link', { name: /Befrienders KL/ });
    expect(helpline).toHaveAttribute('href', 'https://www.befrienders.org.my');
    expect(helpline).toHaveAttribute('target', '_blank');
    expect(helpline).toHaveAccessibleName('Befrienders KL (dibuka dalam tab baharu)');
    expect(within(helplines).getByText('24 jam: 03-7627 2929')).toBeVisible();
  });

  it('keeps plain text and never renders an unsafe link', async () => {
    await renderWidget(
      <ContentPage
        {...widgetProps(schema, {
          title: 'About us',
          sections: [{ title: 'Contact', links: [{ label: 'Mail', to: 'javascript:alert(1)' }] }],
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
