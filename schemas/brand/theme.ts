import type { FromSchema } from 'json-schema-to-ts';
import { BRAND_IMAGE_MEDIA_TYPE } from './assets.ts';

const color = (title: string, fallback: string) =>
  ({ type: 'string', title, pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$', default: fallback }) as const;

/** Brand design tokens. Each becomes a CSS custom property (`--lv-color-primary` …); widgets use only those. */
export const themeSchema = {
  type: 'object',
  title: 'Theme',
  additionalProperties: false,
  properties: {
    colors: {
      type: 'object',
      title: 'Colours',
      description: 'Pairs such as primary / onPrimary must keep a 4.5:1 contrast; the brand CLI checks it.',
      additionalProperties: false,
      properties: {
        primary: color('Primary', '#1f6feb'),
        onPrimary: color('Text on primary', '#ffffff'),
        accent: color('Accent', '#f2b705'),
        onAccent: color('Text on accent', '#1a1a1a'),
        background: color('Page background', '#0f1420'),
        surface: color('Surface', '#182030'),
        surfaceAlt: color('Raised surface', '#222c40'),
        text: color('Text', '#f3f5f9'),
        textMuted: color('Muted text', '#b4bccb'),
        border: color('Border', '#33405a'),
        danger: color('Danger', '#ff6b6b'),
        success: color('Success', '#3ecf8e'),
        focus: color('Focus ring', '#ffd166'),
      },
    },
    fonts: {
      type: 'object',
      title: 'Fonts',
      additionalProperties: false,
      properties: {
        body: {
          type: 'string',
          title: 'Body font stack',
          default: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        },
        heading: {
          type: 'string',
          title: 'Heading font stack',
          default: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        },
      },
    },
    radius: { type: 'integer', title: 'Corner radius (px)', minimum: 0, maximum: 32, default: 8 },
    logo: {
      type: 'string',
      title: 'Logo',
      description: 'A file under the brand folder, such as assets/logo.svg.',
      pattern: '^assets/[A-Za-z0-9._/-]+\\.(svg|png|webp)$',
      contentMediaType: BRAND_IMAGE_MEDIA_TYPE,
      default: 'assets/logo.svg',
    },
    favicon: {
      type: 'string',
      title: 'Favicon',
      pattern: '^assets/[A-Za-z0-9._/-]+\\.(svg|png|ico)$',
      contentMediaType: BRAND_IMAGE_MEDIA_TYPE,
      default: 'assets/favicon.svg',
    },
  },
} as const;

export type BrandTheme = FromSchema<typeof themeSchema, { keepDefaultedPropertiesOptional: true }>;
