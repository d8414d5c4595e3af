import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configureAxe } from 'vitest-axe';
import * as stories from './ApplicationForm.stories';

// jsdom cannot compute colour contrast; the browser journeys check it.
const axe = configureAxe({ rules: { 'color-contrast': { enabled: false } } });

const composed = composeStories(stories);
// The full About and Academics pages are checked by ApplicationForm.test.tsx; axe over them
// again would double the slowest runs without checking anything new.
const coveredElsewhere = new Set(['AboutYou', 'YourAcademics', 'ExamplePartner']);

describe('ApplicationForm stories', { timeout: 120_000 }, () => {
  it.each(Object.entries(composed).filter(([name]) => !coveredElsewhere.has(name)))(
    '%s has no axe violations',
    async (_name, Story) => {
      const { container } = render(<Story />);
      // Print views and upload widgets load lazily: check them, not their loading spinners.
      await waitFor(() => expect(container.querySelector('[aria-label^="Loading"]')).toBeNull());
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it('renders the error summary story with its title', async () => {
    render(<composed.ErrorSummary />);
    expect(
      await screen.findByRole('heading', { name: "We're missing some information!" }),
    ).toBeInTheDocument();
  });
});
