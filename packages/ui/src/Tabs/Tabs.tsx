import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, useRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { useControllable } from '../useControllable';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixTabs.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'onChange' | 'activationMode'
> {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /**
   * Asked before every switch; answer (or resolve) false to keep the current tab, e.g. while
   * an upload on this tab is converting.
   */
  canChange?: (next: string, current: string) => boolean | Promise<boolean>;
}

/**
 * Tabs (Radix) whose switch a guard can refuse. Arrow keys move focus and Enter or Space
 * chooses (manual activation), so a refused or slow guard never leaves focus and panel apart.
 */
const TabsRoot = forwardRef<ElementRef<typeof RadixTabs.Root>, TabsProps>(function TabsRoot(
  { value, defaultValue = '', onChange, canChange, className, ...props },
  ref,
) {
  const [current, setCurrent] = useControllable({ value, defaultValue, onChange });
  // Only the newest request may switch, when several guards are still pending.
  const latest = useRef(0);
  const request = async (next: string) => {
    const ticket = ++latest.current;
    const allowed = canChange ? await canChange(next, current) : true;
    if (allowed && ticket === latest.current) setCurrent(next);
  };
  return (
    <RadixTabs.Root
      {...props}
      ref={ref}
      className={className}
      value={current}
      onValueChange={(next) => void request(next)}
      activationMode="manual"
    />
  );
});

export const TabsList = forwardRef<
  ElementRef<typeof RadixTabs.List>,
  ComponentPropsWithoutRef<typeof RadixTabs.List>
>(function TabsList({ className, ...props }, ref) {
  return (
    <RadixTabs.List
      ref={ref}
      className={[styles.list, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
});

export const TabsTrigger = forwardRef<
  ElementRef<typeof RadixTabs.Trigger>,
  ComponentPropsWithoutRef<typeof RadixTabs.Trigger>
>(function TabsTrigger({ className, ...props }, ref) {
  return (
    <RadixTabs.Trigger
      ref={ref}
      className={[styles.trigger(), className].filter(Boolean).join(' ')}
      {...props}
    />
  );
});

export const TabsContent = forwardRef<
  ElementRef<typeof RadixTabs.Content>,
  ComponentPropsWithoutRef<typeof RadixTabs.Content>
>(function TabsContent({ className, ...props }, ref) {
  return (
    <RadixTabs.Content
      ref={ref}
      className={[styles.content, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
});

export const Tabs = Object.assign(TabsRoot, {
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
});
