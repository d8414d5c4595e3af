import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { date: /Date$/i } },
  },
  tags: ['autodocs'],
};
export default preview;
