import { describe, expect, it } from 'vitest';
import { withDefaults } from '../core/defaults.ts';
import { differsOnlyInStyle, keepStudioFocus } from './studioBridge.ts';

const aurora = withDefaults({
  id: 'aurora',
  name: 'Aurora',
  theme: { colors: { primary: '#e0b243' }, logo: 'logo.svg' },
  screens: { home: { slots: { main: [{ widget: 'WinnerBoard' }] } } },
} as never);
const edited = (change: (brand: typeof aurora) => void) => {
  const brand = structuredClone(aurora);
  change(brand);
  return brand;
};

describe('the studio bridge (issue 18)', () => {
  it('repaints a colour, font or radius edit with the style sheet alone; anything React reads redraws the player', () => {
    expect(
      differsOnlyInStyle(
        aurora,
        edited((brand) => (brand.theme.colors.primary = '#ff0000')),
      ),
    ).toBe(true);
    expect(
      differsOnlyInStyle(
        aurora,
        edited((brand) => (brand.theme.radius = 4)),
      ),
    ).toBe(true);
    expect(
      differsOnlyInStyle(
        aurora,
        edited((brand) => (brand.theme.logo = 'other.svg')),
      ),
    ).toBe(false);
    expect(
      differsOnlyInStyle(
        aurora,
        edited((brand) => (brand.name = 'Aurora Studio')),
      ),
    ).toBe(false);
    expect(
      differsOnlyInStyle(
        aurora,
        edited((brand) => brand.screens.home!.slots!.main!.push({ widget: 'PublicPopups' } as never)),
      ),
    ).toBe(false);
  });

  it('keeps the studio’s focused field when the player moves focus inside a frame the operator is not in', () => {
    const frameElement = document.createElement('iframe');
    const field = document.createElement('input');
    document.body.append(field, frameElement);
    const frame = frameElement.contentWindow as Window & typeof globalThis;
    keepStudioFocus(frame);
    const close = frame.document.createElement('button');
    frame.document.body.append(close);
    field.focus();
    close.focus();
    expect(document.activeElement).toBe(field);
    frameElement.remove();
    field.remove();
  });
});
