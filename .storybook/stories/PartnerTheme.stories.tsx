import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Checkbox, ErrorSummary, RadioGroup, Select, Tabs, TextInput } from '@applykit/ui';

const terms = [
  { value: 'FA26', label: 'Fall 2026' },
  { value: 'SP27', label: 'Spring 2027' },
];

/** The kit's colour-bearing widgets side by side, to review a partner theme at a glance. */
function ThemeSampler() {
  return (
    <div style={{ display: 'grid', gap: '1.5rem', maxWidth: 560, padding: '1rem' }}>
      <ErrorSummary
        title="We're missing some information!"
        items={[{ targetId: 'sampler-first-name', text: 'First Name' }]}
      />
      <TextInput id="sampler-first-name" label="First Name" required errors={['First Name']} />
      <TextInput id="sampler-last-name" label="Last Name" defaultValue="Lopez" />
      <Select id="sampler-term" label="Entry term" options={terms} defaultValue="FA26" />
      <RadioGroup
        id="sampler-attended"
        label="Have you attended before?"
        options={[
          { value: 'Y', label: 'Yes' },
          { value: 'N', label: 'No' },
        ]}
        defaultValue="Y"
      />
      <Checkbox id="sampler-certify" label="I certify that my answers are true" defaultValue />
      <Tabs defaultValue="upload">
        <Tabs.List aria-label="How will you send your transcript?">
          <Tabs.Trigger value="upload">Upload it</Tabs.Trigger>
          <Tabs.Trigger value="mail">Mail it</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upload">Upload a copy of your transcript.</Tabs.Content>
        <Tabs.Content value="mail">Ask your college to mail it.</Tabs.Content>
      </Tabs>
      <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <Button>Save and Continue</Button>
        <Button variant="secondary">Previous</Button>
        <Button variant="danger">Delete</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Theming/Partner theme',
  component: ThemeSampler,
  parameters: {
    docs: {
      description: {
        component:
          'A partner overrides any colour, font or size of the theme contract with `createPartnerTheme(tokens)` in a `.css.ts` file and puts the class on a container (here on `<body>`). Every story can be viewed in a partner theme with the toolbar’s “Partner theme” menu.',
      },
    },
  },
} satisfies Meta<typeof ThemeSampler>;
export default meta;

type Story = StoryObj<typeof meta>;

export const DefaultTheme: Story = { globals: { partnerTheme: 'default' } };
/** Lakeside College: teal primary, amber secondary (focus rings). */
export const LakesideTheme: Story = { globals: { partnerTheme: 'lakeside' } };
