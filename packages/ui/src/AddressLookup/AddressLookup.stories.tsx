import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addresses, detailIn, searchIn } from '../../test/lookupFixtures';
import { AddressLookup } from './AddressLookup';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `Address line 1 with suggestions from the host; choosing one fills the whole address.

**Keyboard**

| key | what it does |
| --- | --- |
| typing | asks the host for suggestions after a short pause |
| Down / Up, Enter | highlight and choose a suggestion |
| Escape | closes the list and keeps the typed text |

**What a screen reader announces**

As the combo box: its label, “n suggestions available” once the typing settles, each option with its second line (city, state, ZIP). A detail that arrives after the user typed again is dropped.`;

const meta = {
  title: 'Widgets/AddressLookup',
  parameters: { docs: { description: { component: description } } },
  component: AddressLookup,
  args: {
    id: 'address_line_1',
    label: 'Address Line 1',
    hint: 'Start typing and choose your address.',
    fetchSuggestions: searchIn(addresses),
    fetchDetail: detailIn(addresses),
    onSelect: () => {},
  },
} satisfies Meta<typeof AddressLookup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '12 Main Street' } };
export const Error: Story = {
  tags: ['mobile-and-partner'],
  args: { required: true, errors: ['Enter Address Line 1'] },
};
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: '12 Main Street' } };

/** Typing asks for suggestions; choosing one fills in the whole address. */
export const TypingAndChoosing: Story = {
  args: { onSelect: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: /Address Line 1/ });
    await userEvent.click(input);
    await userEvent.keyboard('120 Main');
    await userEvent.click(await canvas.findByRole('option', { name: /120 Main Street/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ address_line_1: '120 Main Street', city: 'Laurel', zip: '20707' }),
    );
    await expect(input).toHaveValue('120 Main Street');
  },
};
