import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loading, Spinner } from './Spinner';

const meta = {
  title: 'Widgets/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Circles: Story = { args: { type: 'circles' } };
export const Large: Story = { args: { size: 'l' } };
export const AllStates: Story = {
  tags: ['mobile-and-partner'],
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Spinner size="s" label="Loading small" />
      <Spinner size="m" label="Loading medium" />
      <Spinner size="l" label="Loading large" />
      <Spinner type="circles" size="s" label="Loading small circles" />
      <Spinner type="circles" size="m" label="Loading medium circles" />
      <Spinner type="circles" size="l" label="Loading large circles" />
    </div>
  ),
};
export const FullScreen: Story = { render: () => <Loading /> };
