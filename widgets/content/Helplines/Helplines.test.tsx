import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import Helplines from './Helplines.tsx';
import { schema } from './schema.ts';

const compliance = {
  profile: 'ukgc' as const,
  helplines: [
    { name: 'GamCare', phone: '+44 808 8020 133', url: 'https://www.gamcare.org.uk', text: 'compliance.gamcare' },
    { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org' },
  ],
  links: [{ label: 'compliance.gamstop', to: 'https://www.gamstop.co.uk' }],
};
const locales = {
  EN: { compliance: { gamcare: 'Open 24 hours', gamstop: 'Block every UK site with GAMSTOP' } },
  MY: { compliance: { gamcare: 'Dibuka 24 jam', gamstop: 'Sekat setiap laman UK dengan GAMSTOP' } },
};

describe('Helplines (RG-22)', () => {
  it("lists each helpline with a number to call and its website, in the player's language", async () => {
    await renderWidget(<Helplines {...widgetProps(schema)} />, {
      brand: { compliance, locales, languages: { default: 'MY', supported: ['MY', 'EN'] } },
      language: 'MY',
    });
    const region = screen.getByRole('region', { name: 'Bercakap dengan seseorang' });
    expect(within(region).getByRole('link', { name: 'Hubungi GamCare di +44 808 8020 133' })).toHaveAttribute(
      'href',
      'tel:+448088020133',
    );
    expect(within(region).getByRole('link', { name: /Laman web GamCare/ })).toHaveAttribute(
      'href',
      'https://www.gamcare.org.uk',
    );
    expect(within(region).getByText('Dibuka 24 jam')).toBeVisible();
    expect(within(region).getByRole('heading', { level: 3, name: 'Gamblers Anonymous' })).toBeVisible();
    expect(within(region).getByRole('link', { name: /Sekat setiap laman UK/ })).toHaveAttribute(
      'href',
      'https://www.gamstop.co.uk',
    );
  });

  it('sits one level down inside a centre page', async () => {
    await renderWidget(<Helplines {...widgetProps(schema, { headingLevel: 3 })} />, { brand: { compliance } });
    expect(screen.getByRole('heading', { level: 3, name: 'Talk to someone' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'GamCare' })).toBeVisible();
  });
});
