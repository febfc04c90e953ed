import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { useEngine } from '../../engine/react/context.tsx';
import AppDownload from '../../widgets/content/AppDownload/AppDownload.tsx';
import { schema, type AppDownloadProps } from '../../widgets/content/AppDownload/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { showsHeading } from './contentFixtures.ts';

const resources = {
  android: { labelNameEn: 'Android app', url: 'https://dl.example.com/app.apk', resourceType: 'Android' },
  ios: { labelNameEn: 'iOS app', url: 'https://dl.example.com/ios', resourceType: 'iOS' },
};

/** System status with the site resources the page links (DL-02), as the platform gate would have applied it. */
function WithStatus({ children }: { children: ReactNode }) {
  const engine = useEngine();
  useLayoutEffect(
    () =>
      engine.platform
        .getState()
        .applyStatus({ status: 0, maintenance: false, regionRestriction: false, info: { resources } }),
    [engine],
  );
  return children;
}

const meta = {
  title: 'content/AppDownload',
  component: AppDownload,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { route: '/download' },
  decorators: [
    (Story, context) =>
      context.parameters.noStatus ? (
        <Story />
      ) : (
        <WithStatus>
          <Story />
        </WithStatus>
      ),
  ],
} satisfies Meta<typeof AppDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = { play: showsHeading('iOS') };

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<AppDownloadProps>('aurora', 'AppDownload') },
  play: showsHeading('Android'),
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<AppDownloadProps>('jade', 'AppDownload') },
  play: showsHeading('Android'),
};

export const WithoutQrCodes: Story = { args: { qrCodes: false } };

/** Status has not answered (or failed): the guides stay, the links say they are not available. */
export const WithoutStatus: Story = { parameters: { noStatus: true } };
