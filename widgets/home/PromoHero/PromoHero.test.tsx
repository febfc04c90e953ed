import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import PromoHero from './PromoHero.tsx';
import { schema } from './schema.ts';

describe('PromoHero', () => {
  it('translates headline, body and call to action', async () => {
    await renderWidget(
      <PromoHero
        {...widgetProps(schema, {
          headline: 'home.auroraHeadline',
          body: 'home.auroraBody',
          cta: { label: 'home.joinNow', to: '/register' },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Northern lights, bigger wins' })).toBeInTheDocument();
    expect(screen.getByText(/Thousands of slots/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('region', { name: 'Northern lights, bigger wins' })).toBeInTheDocument();
  });

  it('follows the current language', async () => {
    await renderWidget(<PromoHero {...widgetProps(schema, { headline: 'home.jadeHeadline' })} />, { language: 'PT' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('home.jadeHeadline');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Fortune favours the bold');
  });

  it('keeps plain text, shows a brand image and drops an unsafe target', async () => {
    const { container } = await renderWidget(
      <PromoHero
        {...widgetProps(schema, {
          headline: 'Big weekend',
          image: 'assets/hero.webp',
          cta: { label: 'Go', to: 'javascript:alert(1)' },
        })}
      />,
      {
        brand: { assetBase: '/brands/jade/' },
      },
    );
    expect(screen.getByRole('heading', { name: 'Big weekend' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/brands/jade/assets/hero.webp');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
