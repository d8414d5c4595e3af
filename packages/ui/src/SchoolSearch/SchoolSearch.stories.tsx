import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { detailIn, schools, searchIn } from '../../test/lookupFixtures';
import { SchoolSearch } from './SchoolSearch';

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `A school's name with directory suggestions, and the typed name as the last choice.

**Keyboard**

| key | what it does |
| --- | --- |
| typing | asks the host for suggestions after a short pause |
| Down / Up, Enter | highlight and choose a school, or the last option “Use “typed name”” |
| Escape | closes the list and keeps the typed text |

**What a screen reader announces**

As the combo box; after choosing the typed name, “Enter your school information below.” is shown under the field.`;

const meta = {
  title: 'Widgets/SchoolSearch',
  parameters: { docs: { description: { component: description } } },
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
export const Filled: Story = {
  tags: ['mobile-and-partner'],
  args: { defaultValue: 'Towson University' },
};
export const Error: Story = { args: { required: true, errors: ['Enter College Name'] } };
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Towson University' } };

/** A directory school is chosen with the keyboard; a school not listed can be used as typed. */
export const TypingAndChoosing: Story = {
  args: { onSelect: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: /College Name/ });
    await userEvent.click(input);
    await userEvent.keyboard('Tow');
    await canvas.findByRole('option', { name: /Towson University/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Towson University' }),
      'directory',
    );
    await userEvent.clear(input);
    await userEvent.keyboard('Lakeside Community College');
    await userEvent.click(
      await canvas.findByRole('option', { name: /Use “Lakeside Community College”/ }),
    );
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      { name: 'Lakeside Community College' },
      'typed',
    );
    await expect(canvas.getByText('Enter your school information below.')).toBeVisible();
  },
};
