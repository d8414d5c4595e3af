import type { Meta, StoryObj } from '@storybook/react-vite';
import { addresses, detailIn, searchIn } from '../../test/lookupFixtures';
import { AddressLookup } from './AddressLookup';

const meta = {
  title: 'Widgets/AddressLookup',
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
export const Error: Story = { args: { required: true, errors: ['Enter Address Line 1'] } };
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: '12 Main Street' } };
