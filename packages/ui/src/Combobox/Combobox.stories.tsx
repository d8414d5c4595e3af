import type { Meta, StoryObj } from '@storybook/react-vite';
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

const meta = {
  title: 'Widgets/Combobox',
  component: CountryPicker,
} satisfies Meta<typeof CountryPicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Chile' } };
export const Error: Story = { args: { errors: ['Select Country'] } };
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Chile' } };
