// The shell's libraries plus the ones About You shows from the first keystroke, each used once
// (DESIGN.md: React Hook Form, react-imask for the phone, downshift for lookups, Radix radio
// group, checkbox, tabs and the top navigation's menu), and nothing of ApplyKit: the floor of
// `/about`. Dialogs, popovers and toasts load later in the portal, so they are left out here.
import * as Checkbox from '@radix-ui/react-checkbox';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import * as RadioGroup from '@radix-ui/react-radio-group';
import * as Tabs from '@radix-ui/react-tabs';
import { useCombobox } from 'downshift';
import { useForm } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { mountFloor } from './shell';

function Form() {
  const form = useForm<{ first_name: string }>();
  const lookup = useCombobox({ items: ['Springfield College'] });
  return (
    <form>
      <NavigationMenu.Root aria-label="Main">
        <NavigationMenu.List>
          <NavigationMenu.Item>
            <NavigationMenu.Link href="/education">Education</NavigationMenu.Link>
          </NavigationMenu.Item>
        </NavigationMenu.List>
      </NavigationMenu.Root>
      <input aria-label="First name" {...form.register('first_name')} />
      <IMaskInput aria-label="Phone" mask="(000) 000-0000" />
      <input aria-label="School" {...lookup.getInputProps()} />
      <ul {...lookup.getMenuProps()} />
      <RadioGroup.Root aria-label="Citizen">
        <RadioGroup.Item value="Y">Yes</RadioGroup.Item>
      </RadioGroup.Root>
      <Checkbox.Root aria-label="Agree">
        <Checkbox.Indicator />
      </Checkbox.Root>
      <Tabs.Root defaultValue="us">
        <Tabs.List>
          <Tabs.Trigger value="us">United States</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="us">Address</Tabs.Content>
      </Tabs.Root>
    </form>
  );
}

mountFloor(<Form />);
