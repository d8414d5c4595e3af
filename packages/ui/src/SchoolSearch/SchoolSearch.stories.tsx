import type { Meta, StoryObj } from '@storybook/react-vite';
import { detailIn, schools, searchIn } from '../../test/lookupFixtures';
import { SchoolSearch } from './SchoolSearch';

const meta = {
  title: 'Widgets/SchoolSearch',
  component: SchoolSearch,
  args: {
    id: 'college_name',
    label: 'College Name',
    fetchSuggestions: searchIn(schools),
    fetchDetail: detailIn(schools),
    onSelect: () => {},
  },
} satisfies Meta<typeof SchoolSearch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Towson University' } };
export const Error: Story = { args: { required: true, errors: ['Enter College Name'] } };
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Towson University' } };
