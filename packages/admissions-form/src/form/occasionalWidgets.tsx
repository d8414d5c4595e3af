import { Tabs, TabsContent, TabsList, TabsTrigger } from '@applykit/ui';
import type { ReactNode } from 'react';

// The widgets About You does not show: the text area, the school search and the tabs (with
// Radix Tabs). Their code loads with the first page that shows one of them (`lazyWidgets.tsx`),
// so the first page's download does not carry them.
export { SchoolSearch, TextArea } from '@applykit/ui';

export interface ChoiceTab {
  value: string;
  label: string;
  disabled: boolean;
  content: ReactNode;
}

/** A tab group whose choice the form keeps (`TabsView` in `nodes.tsx` decides the rest). */
export function ChoiceTabs({
  label,
  value,
  canChange,
  tabs,
}: {
  label: string;
  value: string;
  canChange: (next: string, previous: string) => Promise<boolean>;
  tabs: readonly ChoiceTab[];
}) {
  return (
    <Tabs value={value} canChange={canChange}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} disabled={tab.disabled}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
