import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    // Stories build brands in the browser; they do not need the player's Vite plugins.
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  // Brand assets (logos, vendor logos). Not at /brands: that would shadow the brand JSON modules
  // stories import from ../brands, so stories give brands the asset base /brand-assets/<id>/.
  staticDirs: [{ from: '../brands', to: '/brand-assets' }],
  // Storybook, its build and the story tests (addon-vitest reads this too) send no usage reports:
  // a test run talks to no one but the machine it runs on.
  core: { disableTelemetry: true },
};

export default config;
