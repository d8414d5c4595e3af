import type { Meta, StoryObj } from '@storybook/react-vite';
import { control } from './Field.css';
import { Field } from './Field';
import { ReadOnlyCheck, ReadOnlyValue } from './ReadOnlyValue';
import { useField } from './useField';

/** A custom control wired with useField, as a form author would build one. */
function YearField({ errors, hint }: { errors?: string[]; hint?: string }) {
  const field = useField({ id: 'grad_year', hint, errors, required: true });
  return (
    <Field field={field} label="Graduation Year" hint={hint} errors={errors} required>
      <input className={control()} inputMode="numeric" maxLength={4} {...field.inputProps} />
    </Field>
  );
}

const meta = {
  title: 'Widgets/Field',
  component: YearField,
} satisfies Meta<typeof YearField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { hint: 'For example, 2024.' } };
export const Error: Story = {
  args: { hint: 'For example, 2024.', errors: ['Enter Graduation Year'] },
};
export const ReadOnly: Story = {
  render: () => (
    <>
      <ReadOnlyValue label="First Name" value="Ada" />
      <ReadOnlyValue label="Middle Name" value="" />
      <ReadOnlyCheck label="Asian" checked />
      <ReadOnlyCheck label="White" checked={false} />
    </>
  ),
};
