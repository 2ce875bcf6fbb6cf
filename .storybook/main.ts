import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker is served to Storybook only; the app's public files for images.
  staticDirs: ['../mocks/public', '../public'],
  core: { disableTelemetry: true },
};

export default config;
