import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from './FileUpload';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The widget's docs page: what it is, its keyboard use and what a screen reader says. */
const description = `One document per question: choose a file, see it upload and convert, delete it.

**Keyboard**

| key | what it does |
| --- | --- |
| Tab | moves to the file chooser |
| Enter or Space | opens the system's file dialog |
| Enter or Space on Delete | opens “Delete File”; Cancel or Escape closes it and focus goes back to Delete |

**What a screen reader announces**

One status region for the widget's life says each step once: “Uploading name…”, “Converting name…”, then “name uploaded” (or “name was not uploaded.”). A file the rules refuse is never sent: the status says “name was not uploaded.” with the reasons (“You can only enter the following file types: …”), and the reasons show beside the field as its errors.`;

const meta = {
  title: 'Widgets/FileUpload',
  parameters: { docs: { description: { component: description } } },
  component: FileUpload,
  args: {
    id: 'transcript',
    label: 'Upload your transcript',
    hint: 'A .png, .jpeg, .jpg, .pdf or .docx file of at most 1 MB.',
    onUpload: () => wait(800),
    onDelete: () => wait(300),
  },
} satisfies Meta<typeof FileUpload>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = { tags: ['forced-colors'] };
export const Uploading: Story = {
  tags: ['forced-colors'],
  args: { status: 'uploading', document: { name: 'transcript.pdf' } },
};
export const Converting: Story = {
  args: { status: 'converting', document: { name: 'transcript.pdf' } },
};
export const Done: Story = {
  tags: ['forced-colors', 'mobile-and-partner'],
  args: { document: { name: 'transcript.pdf', size: 245_760 } },
};
export const Failed: Story = { args: { status: 'failed' } };
export const Error: Story = { args: { required: true, errors: ['Upload your transcript'] } };
export const Disabled: Story = { args: { disabled: true } };
export const Anonymous: Story = { args: { anonymous: true } };
export const ReadOnly: Story = { args: { readOnly: true, document: { name: 'transcript.pdf' } } };
export const ReadOnlyEmpty: Story = { args: { readOnly: true, document: null } };

/** A chosen file is handed to onUpload and, once uploaded, said so by name. */
export const ChoosingAFile: Story = {
  args: { onUpload: fn(() => wait(50)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['%PDF-1.7'], 'transcript.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('transcript.pdf uploaded'),
    );
  },
};

/** A file of a type the rules refuse is never uploaded; the reason is shown beside the field. */
export const RefusedFile: Story = {
  args: { onUpload: fn(() => wait(50)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(
      await canvas.findByText(
        'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
      ),
    ).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};
