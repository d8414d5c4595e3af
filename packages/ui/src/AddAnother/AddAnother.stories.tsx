import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextInput } from '../TextInput/TextInput';
import { AddAnother } from './AddAnother';

const meta = {
  title: 'Widgets/AddAnother',
  component: AddAnother,
  args: {
    groupLabel: (index: number) => `College ${index + 1}`,
    children: (index: number) => (
      <TextInput
        label={`College ${index + 1} Name`}
        id={index === 0 ? 'college_name' : `college_${index + 1}_name`}
      />
    ),
  },
} satisfies Meta<typeof AddAnother>;
export default meta;

type Story = StoryObj<typeof meta>;

export const One: Story = {};
export const Three: Story = { args: { defaultCount: 3 } };
export const AtMaximum: Story = { args: { defaultCount: 8, max: 8 } };
/** Anonymous visitors cannot save the count. */
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = {
  args: {
    readOnly: true,
    defaultCount: 2,
    children: (index: number) => (
      <TextInput
        label={`College ${index + 1} Name`}
        readOnly
        defaultValue={index ? 'Howard University' : 'Towson University'}
      />
    ),
  },
};
