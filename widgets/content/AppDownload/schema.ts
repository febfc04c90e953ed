import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const APP_PLATFORMS = ['iOS', 'Android', 'Lite'] as const;

export const schema = {
  type: 'object',
  title: 'App download',
  description:
    'The app download page (DL-01, DL-02, ROUTE-02): per platform a download link from the site resources of system status, a QR code of it (DL-03) and the install steps. Lite is the site itself kept on the home screen, unless the platform lists a Lite resource.',
  additionalProperties: false,
  properties: {
    platforms: {
      type: 'array',
      title: 'Platforms',
      description: 'The guides shown, in order.',
      items: { type: 'string', enum: APP_PLATFORMS },
      uniqueItems: true,
      minItems: 1,
      default: [...APP_PLATFORMS],
      examples: [['Android', 'iOS', 'Lite']],
    },
    qrCodes: {
      type: 'boolean',
      title: 'QR codes',
      description: 'A QR code of each download link, for a phone to scan from a computer.',
      default: true,
      examples: [false],
    },
    headingLevel: {
      type: 'integer',
      title: 'Heading level',
      description:
        '1 on the /download page; 3 inside a centre page, under its heading (the platforms one level below).',
      minimum: 1,
      maximum: 3,
      default: 1,
    },
  },
  examples: [
    { platforms: ['iOS', 'Android', 'Lite'], qrCodes: true },
    { platforms: ['Android', 'iOS'], qrCodes: false },
  ],
} as const;

export type AppDownloadProps = WidgetProps<typeof schema>;
