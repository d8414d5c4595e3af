import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import * as stories from './Spinner.stories';
import { Loading, Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progress bar with a name', () => {
    render(<Spinner label="Uploading" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('draws three circles for the circles type', () => {
    render(<Spinner type="circles" />);
    expect(screen.getByRole('progressbar', { name: 'Loading' }).children).toHaveLength(3);
  });

  it('covers the whole screen above everything when loading', () => {
    render(<Loading type="circles" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    const cover = bar.parentElement as HTMLElement;
    expect(getComputedStyle(cover).position).toBe('fixed');
    expect(getComputedStyle(cover).zIndex).toBe('var(--applykit-zIndex-loading)');
  });

  itHasNoAxeViolationsInAnyStory(stories);
});
