import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolationsInAnyStory } from '../../test/axeStories';
import { addresses, detailIn, heldDetailIn, searchIn } from '../../test/lookupFixtures';
import * as stories from './AddressLookup.stories';
import { AddressLookup, type AddressLookupProps } from './AddressLookup';

function Lookup(props: Partial<AddressLookupProps>) {
  return (
    <AddressLookup
      label="Address Line 1"
      fetchSuggestions={searchIn(addresses)}
      fetchDetail={detailIn(addresses)}
      onSelect={() => {}}
      {...props}
    />
  );
}

// Real timers: the 200/500 ms timing itself is pinned by the debounce tests (fake clock).
const setup = () => userEvent.setup();

/** Holds the text in a parent, as a form library does, so every keystroke goes through a re-render. */
function ControlledLookup(props: Partial<AddressLookupProps>) {
  const [text, setText] = useState('');
  return <Lookup {...props} value={text} onChange={setText} />;
}

describe('AddressLookup', () => {
  it('keeps every typed character when controlled and suggestions arrive while typing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchSuggestions = vi.fn(searchIn(addresses));
    render(<ControlledLookup fetchSuggestions={fetchSuggestions} />);
    const input = screen.getByRole('combobox');
    await user.type(input, '12');
    await screen.findAllByRole('option');
    await user.type(input, '00 Laurel Way');
    expect(input).toHaveValue('1200 Laurel Way');
    await waitFor(() =>
      expect(fetchSuggestions).toHaveBeenLastCalledWith('1200 Laurel Way', expect.anything()),
    );
    expect(input).toHaveValue('1200 Laurel Way');
  });

  it('asks once for text typed quickly, and shows at most 5 suggestions', async () => {
    const user = setup();
    const fetchSuggestions = vi.fn(searchIn(addresses));
    render(<Lookup fetchSuggestions={fetchSuggestions} />);
    await user.type(screen.getByRole('combobox', { name: 'Address Line 1' }), 'main');
    expect(fetchSuggestions).not.toHaveBeenCalled();
    expect(await screen.findAllByRole('option')).toHaveLength(5);
    expect(fetchSuggestions).toHaveBeenCalledExactlyOnceWith('main', expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('5 suggestions available');
    expect(screen.getByRole('option', { name: '1 Main Street, Bowie, MD 20715' })).toBeVisible();
  });

  it('fills the address from the detail lookup when an option is chosen by keyboard', async () => {
    const user = setup();
    const onSelect = vi.fn();
    const onChange = vi.fn();
    render(<Lookup onSelect={onSelect} onChange={onChange} />);
    const input = screen.getByRole('combobox');
    await user.type(input, '12 ');
    await screen.findByRole('option', { name: /12 Main Street/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onSelect).toHaveBeenCalledExactlyOnceWith(addresses[1]?.record));
    expect(input).toHaveValue('12 Main Street');
    expect(onChange).toHaveBeenLastCalledWith('12 Main Street');
  });

  it('keeps the street line typed when the chosen place has no street (a ZIP code)', async () => {
    const user = setup();
    const onSelect = vi.fn();
    const place = { id: 'zip:21701', text: 'Frederick, MD 21701', sub_text: 'United States' };
    const record = {
      address_line_1: '',
      city: 'Frederick',
      state: 'MD',
      county: '',
      zip: '21701',
      country: 'USA',
    };
    render(
      <ControlledLookup
        onSelect={onSelect}
        fetchSuggestions={() => Promise.resolve([place])}
        fetchDetail={() => Promise.resolve(record)}
      />,
    );
    const input = screen.getByRole('combobox');
    await user.type(input, '12 Market Street');
    await user.click(await screen.findByRole('option', { name: /Frederick, MD 21701/ }));
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledExactlyOnceWith({
        ...record,
        address_line_1: '12 Market Street',
      }),
    );
    expect(input).toHaveValue('12 Market Street');
  });

  it('shows no suggestions when the lookup fails', async () => {
    const user = setup();
    render(<Lookup fetchSuggestions={() => Promise.reject(new Error('down'))} />);
    await user.type(screen.getByRole('combobox'), 'main');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No suggestions'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('fills line 1 with the option text when the detail lookup fails', async () => {
    const user = setup();
    const onSelect = vi.fn();
    render(<Lookup onSelect={onSelect} fetchDetail={() => Promise.reject(new Error('down'))} />);
    await user.type(screen.getByRole('combobox'), '120');
    await user.click(await screen.findByRole('option', { name: /120 Main Street/ }));
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledExactlyOnceWith({ address_line_1: '120 Main Street' }),
    );
    expect(screen.getByRole('combobox')).toHaveValue('120 Main Street');
  });

  it('cancels the request for text typed past, and ignores its late answer', async () => {
    const user = setup();
    const search = searchIn(addresses);
    let answerSlowly: () => void = () => {};
    const signals = new Map<string, AbortSignal>();
    const fetchSuggestions = vi.fn((text: string, { signal }: { signal: AbortSignal }) => {
      signals.set(text, signal);
      return text === 'main'
        ? new Promise<Awaited<ReturnType<typeof search>>>(
            (resolve) => (answerSlowly = () => resolve(search(text))),
          )
        : search(text);
    });
    render(<Lookup fetchSuggestions={fetchSuggestions} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'main');
    await waitFor(() => expect(signals.has('main')).toBe(true));
    expect(signals.get('main')?.aborted).toBe(false);
    await user.clear(input);
    expect(signals.get('main')?.aborted).toBe(true);
    await user.type(input, '123');
    await screen.findByRole('option', { name: /123 Main Street/ });
    expect(signals.get('123')?.aborted).toBe(false);
    answerSlowly();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('cancels the detail of a choice when the applicant chooses another, not when they type on', async () => {
    const user = setup();
    const onSelect = vi.fn();
    const detailSignals = new Map<string, AbortSignal>();
    render(
      <Lookup
        onSelect={onSelect}
        fetchDetail={(suggestion, { signal }) => {
          detailSignals.set(suggestion.id, signal);
          return new Promise(() => {});
        }}
      />,
    );
    const input = screen.getByRole('combobox');
    await user.type(input, '12 ');
    await user.click(await screen.findByRole('option', { name: /12 Main Street/ }));
    await waitFor(() => expect(detailSignals.get('a2')).toBeDefined());
    await user.clear(input);
    await user.type(input, '121');
    expect(detailSignals.get('a2')?.aborted).toBe(false);
    await user.click(await screen.findByRole('option', { name: /121 Main Street/ }));
    await waitFor(() => expect(detailSignals.get('a4')).toBeDefined());
    expect(detailSignals.get('a2')?.aborted).toBe(true);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('asks for suggestions on the timing it is given', async () => {
    const user = setup();
    const fetchSuggestions = vi.fn(searchIn(addresses));
    render(
      <Lookup fetchSuggestions={fetchSuggestions} suggestionWait={1500} suggestionMaxWait={1500} />,
    );
    await user.type(screen.getByRole('combobox'), 'main');
    // Past the default 200/500 ms, nothing has been asked yet.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(fetchSuggestions).not.toHaveBeenCalled();
    expect(await screen.findAllByRole('option', {}, { timeout: 10_000 })).toHaveLength(5);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed after a choice and fills the rest when the detail arrives late', async () => {
    const user = setup();
    const onSelect = vi.fn();
    const { fetchDetail, answer } = heldDetailIn(addresses);
    render(<Lookup onSelect={onSelect} fetchDetail={fetchDetail} />);
    const input = screen.getByRole('combobox');
    await user.type(input, '120');
    await user.click(await screen.findByRole('option', { name: /120 Main Street/ }));
    await user.type(input, ' Apt 4');
    answer();
    // The rest of the chosen address still fills, as it would have had it come first.
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith({
        address_line_1: '120 Main Street Apt 4',
        city: 'Laurel',
        state: 'MD',
        zip: '20707',
        country: 'USA',
      }),
    );
    expect(input).toHaveValue('120 Main Street Apt 4');
  });
});

describe('AddressLookup stories', () => {
  itHasNoAxeViolationsInAnyStory(stories);
});
