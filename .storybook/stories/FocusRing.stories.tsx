import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Button, Checkbox, FileUpload, RadioGroup, Tabs, TopNavigation } from '@applykit/ui';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One control, focused as the keyboard focuses it, on the background it sits on in the product. */
function FocusSample({ children }: { children: ReactNode }) {
  return <div style={{ padding: '1.5rem', maxWidth: 420 }}>{children}</div>;
}

const meta = {
  title: 'Theming/Focus ring',
  component: FocusSample,
  tags: ['forced-colors'],
  parameters: {
    docs: {
      description: {
        component:
          'The two-colour focus ring on the backgrounds it meets: a dark ring hugging the control and a light ring around it, so one of them stands out from any background.',
      },
    },
  },
} satisfies Meta<typeof FocusSample>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Focuses the first element matching `selector` as a keyboard user would see it. */
function focusOn(selector: string): Story['play'] {
  return async ({ canvasElement }) => {
    const target = await waitFor(() => canvasElement.querySelector<HTMLElement>(selector));
    target.focus({ focusVisible: true } as FocusOptions);
  };
}

async function waitFor<T>(find: () => T | null): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = find();
    if (found) return found;
    await wait(20);
  }
  throw new Error('The control to focus never appeared.');
}

export const PrimaryButton: Story = {
  args: { children: <Button>Save and Continue</Button> },
  play: focusOn('button'),
};

export const DeleteOnUploadedFile: Story = {
  args: {
    children: (
      <FileUpload
        label="Upload your transcript"
        document={{ name: 'transcript.pdf', size: 245_760 }}
        onUpload={() => wait(0)}
        onDelete={() => wait(0)}
      />
    ),
  },
  play: focusOn('button'),
};

export const ChosenRadio: Story = {
  args: {
    children: (
      <RadioGroup
        label="Have you attended before?"
        options={[
          { value: 'Y', label: 'Yes' },
          { value: 'N', label: 'No' },
        ]}
        defaultValue="Y"
      />
    ),
  },
  play: focusOn('[role="radio"][data-state="checked"]'),
};

export const CheckedBox: Story = {
  args: { children: <Checkbox label="I certify that my answers are true" defaultValue /> },
  play: focusOn('[role="checkbox"]'),
};

export const ChosenTab: Story = {
  args: {
    children: (
      <Tabs defaultValue="upload">
        <Tabs.List aria-label="How will you send your transcript?">
          <Tabs.Trigger value="upload">Upload it</Tabs.Trigger>
          <Tabs.Trigger value="mail">Mail it</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upload">Upload a copy of your transcript.</Tabs.Content>
        <Tabs.Content value="mail">Ask your college to mail it.</Tabs.Content>
      </Tabs>
    ),
  },
  play: focusOn('[role="tab"][data-state="active"]'),
};

export const StepLink: Story = {
  args: {
    children: (
      <TopNavigation
        items={[
          { href: '/about', label: 'About You' },
          { href: '/education', label: 'Your Academics' },
          { href: '/final-steps', label: 'Final Steps' },
        ]}
        currentHref="/about"
      />
    ),
  },
  play: focusOn('a[href="/education"]'),
};
