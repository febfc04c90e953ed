import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BannerCarousel from '../../widgets/home/BannerCarousel/BannerCarousel.tsx';
import { schema, type BannerCarouselProps } from '../../widgets/home/BannerCarousel/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { announcementsFail, announcementsHang, withAnnouncements } from './homeFixtures.ts';

const meta = {
  title: 'home/BannerCarousel',
  component: BannerCarousel,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: withAnnouncements() },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('group', { name }, { timeout: 5000 })).toBeInTheDocument();
  };

/** Rendered under the brand and language chosen in the toolbar (HOME-01, HOME-02). */
export const Default: Story = { play: shows('Banner 1 of 4') };

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<BannerCarouselProps>('aurora', 'BannerCarousel') },
  play: shows('Banner 1 of 4'),
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<BannerCarouselProps>('jade', 'BannerCarousel') },
  play: shows('Banner 1 of 4'),
};

/** One banner: no loop, no controls (CONST-34). */
export const SingleBanner: Story = {
  parameters: {
    platform: withAnnouncements({
      banners: [{ id: 'b1', groupName: 'w_home', url: '/brands/aurora/assets/logo.svg', linkageType: 'NONE' }],
    }),
  },
  play: shows('Banner 1 of 1'),
};

/** Loading keeps the banners' box. */
export const Loading: Story = { parameters: { platform: announcementsHang } };

/** The platform failed: the catalogue's message and Retry in place. */
export const Failed: Story = {
  parameters: { platform: announcementsFail },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};
