import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileUpload } from './FileUpload';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Widgets/FileUpload',
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
  tags: ['forced-colors'],
  args: { document: { name: 'transcript.pdf', size: 245_760 } },
};
export const Failed: Story = { args: { status: 'failed' } };
export const Error: Story = { args: { required: true, errors: ['Upload your transcript'] } };
export const Disabled: Story = { args: { disabled: true } };
export const Anonymous: Story = { args: { anonymous: true } };
export const ReadOnly: Story = { args: { readOnly: true, document: { name: 'transcript.pdf' } } };
export const ReadOnlyEmpty: Story = { args: { readOnly: true, document: null } };
