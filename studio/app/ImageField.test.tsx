import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_IMAGE_MEDIA_TYPE } from '../../schemas/brand/assets.ts';
import { ImageField, extensionsOf } from './ImageField.tsx';
import { TEXTS, type Language } from './texts.ts';

// Issue 28, item 6: the studio's image field — preview, upload, the path as text, refusals in plain words.
const schema = {
  type: 'string',
  title: 'Logo',
  pattern: '^assets/[A-Za-z0-9._/-]+\\.(svg|png|webp)$',
  contentMediaType: BRAND_IMAGE_MEDIA_TYPE,
  default: 'assets/logo.svg',
} as const;

function Field({ language = 'en', initial }: { language?: Language; initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  const props = {
    id: 'root_logo',
    name: 'logo',
    label: 'Logo',
    value,
    schema,
    onChange: setValue,
    onBlur: () => {},
    onFocus: () => {},
    options: {},
    registry: { formContext: { own: { id: 'opal' }, texts: TEXTS[language] } },
  } as unknown as WidgetProps;
  return (
    <>
      <label htmlFor="root_logo">Logo</label>
      <ImageField {...props} />
    </>
  );
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'My Logo.png', { type: 'image/png' });
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('the studio’s image field (issue 28, item 6)', () => {
  it('shows the image the site shows, the default when the brand names none, and offers only the field’s kinds', () => {
    render(<Field />);
    expect(screen.getByRole('img', { name: 'Logo: the current image' })).toHaveAttribute(
      'src',
      '/brands/opal/assets/logo.svg',
    );
    expect(screen.getByLabelText('Upload image')).toHaveAttribute('accept', '.svg,.png,.webp');
    expect(screen.getByLabelText('Upload image')).toHaveAccessibleDescription('SVG, PNG, WEBP, at most 1 MB.');
    expect(screen.getByLabelText('Logo')).toHaveValue('');
  });

  it('uploads into the brand’s folder and fills the path; the preview follows', async () => {
    const fetch = answer(201, { path: 'assets/my-logo-1a2b3c4d.png' });
    vi.stubGlobal('fetch', fetch);
    render(<Field initial="assets/logo.svg" />);
    await userEvent.upload(screen.getByLabelText('Upload image'), png());
    expect(await screen.findByText('Uploaded into the brand’s folder. Save the brand to publish it.')).toBeVisible();
    expect(screen.getByLabelText('Logo')).toHaveValue('assets/my-logo-1a2b3c4d.png');
    expect(screen.getByRole('img', { name: 'Logo: the current image' })).toHaveAttribute(
      'src',
      '/brands/opal/assets/my-logo-1a2b3c4d.png',
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/studio/api/brands/opal/assets?accept=svg,png,webp');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('says why an upload was refused, in the server’s words in English and in Chinese by its status, and keeps the path', async () => {
    vi.stubGlobal('fetch', answer(413, { message: 'The image is larger than 1 MB. Export it smaller.' }));
    const { unmount } = render(<Field initial="assets/logo.svg" />);
    await userEvent.upload(screen.getByLabelText('Upload image'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image was not uploaded: The image is larger than 1 MB. Export it smaller.',
    );
    expect(screen.getByLabelText('Logo')).toHaveValue('assets/logo.svg');
    unmount();

    render(<Field language="zh" initial="assets/logo.svg" />);
    await userEvent.upload(screen.getByLabelText('上传图片'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('图片未上传：图片大于 1 MB。请导出更小的文件后重试。');
  });

  it('says when no image is at the path', async () => {
    render(<Field initial="assets/gone.png" />);
    screen.getByRole('img').dispatchEvent(new Event('error'));
    expect(await screen.findByText('No image is at this path yet: upload one.')).toBeVisible();
  });

  it('reads the kinds from the field’s pattern', () => {
    expect(extensionsOf('^assets/[A-Za-z0-9._/-]+\\.(svg|png|ico)$')).toEqual(['svg', 'png', 'ico']);
    expect(extensionsOf(undefined)).toEqual([]);
  });
});
