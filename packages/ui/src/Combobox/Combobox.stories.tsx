import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { Combobox } from './Combobox';

const countries = ['Canada', 'Cameroon', 'Cambodia', 'Chile', 'China', 'United States'];

function CountryPicker({
  errors,
  disabled,
  readOnly,
  defaultValue = '',
}: {
  errors?: string[];
  disabled?: boolean;
  readOnly?: boolean;
  defaultValue?: string;
}) {
  const [text, setText] = useState(defaultValue);
  const items = text
    ? countries.filter((country) => country.toLowerCase().startsWith(text.toLowerCase()))
    : [];
  return (
    <Combobox
      id={`country-${errors ? 'error' : disabled ? 'disabled' : readOnly ? 'readonly' : 'plain'}`}
      label="Country"
      value={text}
      onChange={setText}
      items={items}
      itemToString={(item) => item}
      itemToKey={(item) => item}
      onSelect={setText}
      errors={errors}
      disabled={disabled}
      readOnly={readOnly}
    />
  );
}

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `A text field with suggestions under it (downshift); the base of the address and school lookups.

**Keyboard**

| key | what it does |
| --- | --- |
| typing | filters the suggestions and opens the list |
| Down / Up | move through the suggestions |
| Enter | chooses the highlighted suggestion and closes the list |
| Escape | closes the list and keeps the typed text |

**What a screen reader announces**

A combo box with its label; once the typing settles, a status says “3 suggestions available” or “No suggestions”; each suggestion is an option read as it is highlighted.`;

const meta = {
  title: 'Widgets/Combobox',
  parameters: { docs: { description: { component: description } } },
  component: CountryPicker,
} satisfies Meta<typeof CountryPicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Chile' } };
export const Error: Story = { tags: ['mobile-and-partner'], args: { errors: ['Select Country'] } };
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Chile' } };

/** Typing opens the suggestions; ArrowDown and Enter choose one. */
export const TypingAndChoosing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await userEvent.keyboard('Ca');
    const options = await canvas.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Canada',
      'Cameroon',
      'Cambodia',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Cameroon');
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

/**
 * The last question of a section that contains its layout and paint, as the application form's
 * sections do: the suggestions show whole over the next section, because the list opens in the
 * top layer rather than inside the section, which would cut it at its end.
 */
export const EndingAContainedSection: Story = {
  render: () => (
    <>
      {/* The padding holds the input's focus ring, which the section would cut too. */}
      <section aria-label="Where you live" style={{ contain: 'layout paint', padding: '0.5rem' }}>
        <CountryPicker />
      </section>
      <section aria-label="What comes next" style={{ blockSize: '20rem' }}>
        <p>The next section.</p>
      </section>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country' }));
    await userEvent.keyboard('C');
    const options = await canvas.findAllByRole('option');
    await expect(options).toHaveLength(5);
    const last = options.at(-1)!;
    const { left, top, width, height } = last.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(left + width / 2, top + height / 2);
    await expect(hit !== null && last.contains(hit)).toBe(true);
  },
};
