import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import { detailIn, heldDetailIn, schools, searchIn } from '../../test/lookupFixtures';
import * as stories from './SchoolSearch.stories';
import { SchoolSearch, type SchoolSearchProps } from './SchoolSearch';

function Search(props: Partial<SchoolSearchProps>) {
  return (
    <SchoolSearch
      label="College Name"
      fetchSuggestions={searchIn(schools)}
      fetchDetail={detailIn(schools)}
      onSelect={() => {}}
      {...props}
    />
  );
}

// Real timers: the 200/500 ms timing itself is pinned by the debounce tests (fake clock).
const setup = () => userEvent.setup();

describe('SchoolSearch', () => {
  it('fills name, address and ceeb from the directory', async () => {
    const user = setup();
    const onSelect = vi.fn();
    render(<Search onSelect={onSelect} />);
    await user.type(screen.getByRole('combobox', { name: 'College Name' }), 'tow');
    await user.click(await screen.findByRole('option', { name: /Towson University/ }));
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledExactlyOnceWith(schools[0]?.record, 'directory'),
    );
    expect(screen.getByRole('combobox')).toHaveValue('Towson University');
    expect(screen.queryByText('Enter your school information below.')).not.toBeInTheDocument();
  });

  it('accepts the typed entry and asks for the school information below', async () => {
    const user = setup();
    const onSelect = vi.fn();
    render(<Search onSelect={onSelect} />);
    await user.type(screen.getByRole('combobox'), 'Small Town College');
    await screen.findByRole('option', { name: 'Use “Small Town College”' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ name: 'Small Town College' }, 'typed');
    expect(screen.getByText('Enter your school information below.')).toBeVisible();
    expect(screen.getByRole('combobox')).toHaveValue('Small Town College');
  });

  it('offers the typed entry after the directory matches', async () => {
    const user = setup();
    render(<Search />);
    await user.type(screen.getByRole('combobox'), 'university');
    await screen.findByRole('option', { name: /Howard/ });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Towson University, Towson, MD',
      'Howard University, Washington, DC',
      'Use “university”',
    ]);
  });

  it('fills the name with the option text when the detail lookup fails', async () => {
    const user = setup();
    const onSelect = vi.fn();
    render(<Search onSelect={onSelect} fetchDetail={() => Promise.reject(new Error('down'))} />);
    await user.type(screen.getByRole('combobox'), 'howard');
    await user.click(await screen.findByRole('option', { name: /Howard University/ }));
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledExactlyOnceWith({ name: 'Howard University' }, 'directory'),
    );
  });

  it('keeps what was typed after a choice when the detail arrives late', async () => {
    const user = setup();
    const onSelect = vi.fn();
    const { fetchDetail, answer } = heldDetailIn(schools);
    render(<Search onSelect={onSelect} fetchDetail={fetchDetail} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'tow');
    await user.click(await screen.findByRole('option', { name: /Towson University/ }));
    await user.clear(input);
    await user.type(input, 'Towne College');
    answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input).toHaveValue('Towne College');
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('SchoolSearch stories', () => {
  itHasNoAxeViolationsInAnyStory(stories);
});
