import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './QrCode.tsx';

describe('QrCode (DL-03, DL-04)', () => {
  it('draws the code 200 px square with the spec’s 20 px margin and the logo in the middle', async () => {
    render(<QrCode value="https://dl.example.com/app.apk" label="Scan me" logo="/brands/aurora/assets/logo.svg" />);
    const svg = screen.getByRole('img', { name: 'Scan me' });
    await waitFor(() => expect(svg.querySelector('path')).not.toBeNull());
    expect(svg).toHaveAttribute('width', '200');
    const [x, , width] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect((-x! / width!) * 200).toBeCloseTo(20, 5);
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(svg.querySelector('image')).toHaveAttribute('href', '/brands/aurora/assets/logo.svg');
  });

  it('shows the link as text when the data is too long for a QR code (UNSPEC-78)', async () => {
    const long = `https://dl.example.com/${'x'.repeat(4000)}`;
    render(<QrCode value={long} label="Scan me" />);
    expect(await screen.findByRole('link', { name: long })).toHaveAttribute('href', long);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
