import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import './preview.css';
import { reviewModes } from './modes';
import { lakesideTheme } from './partnerTheme.css';

// Play functions wait for what they look for as long as the packages' own tests do: a form page
// draws its later sections just after its first, and a busy machine can take over a second.
configure({ asyncUtilTimeout: 10_000 });

const partnerThemes: Record<string, string | undefined> = {
  default: undefined,
  lakeside: lakesideTheme,
};

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    chromatic: { modes: reviewModes },
    controls: { matchers: { date: /Date$/i } },
  },
  // Every story can be viewed in a partner's theme from the toolbar; the class goes on <body>
  // so portals (modals, popovers, toasts) are themed too.
  globalTypes: {
    partnerTheme: {
      description: 'Partner theme (createPartnerTheme)',
      toolbar: {
        title: 'Partner theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default (ApplyKit State University)' },
          { value: 'lakeside', title: 'Lakeside College' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { partnerTheme: 'default' },
  decorators: [
    (Story, context) => {
      for (const className of Object.values(partnerThemes))
        if (className) document.body.classList.remove(className);
      const chosen = partnerThemes[String(context.globals.partnerTheme)];
      if (chosen) document.body.classList.add(chosen);
      return Story();
    },
  ],
  tags: ['autodocs'],
};
export default preview;
