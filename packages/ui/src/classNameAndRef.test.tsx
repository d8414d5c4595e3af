import { render } from '@testing-library/react';
import { createRef, type ReactElement, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import * as kit from './index';

const noSuggestions = () => Promise.resolve([]);
const noDetail = () => Promise.reject(new Error('unused'));
const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];

/**
 * Every widget of the kit, rendered with the ref and class a host gives it, and what the ref
 * must reach: the native control of a single-control field, the outer element of the rest.
 */
const widgets: [
  string,
  (props: { ref: RefObject<HTMLElement | null>; className?: string }) => ReactElement,
  (container: HTMLElement) => Element | null,
][] = [
  [
    'Button',
    (p) => (
      <kit.Button {...p} ref={p.ref as never}>
        Save
      </kit.Button>
    ),
    (c) => c.querySelector('button'),
  ],
  [
    'TextInput',
    (p) => <kit.TextInput {...p} ref={p.ref as never} label="Name" />,
    (c) => c.querySelector('input'),
  ],
  [
    'PasswordInput',
    (p) => <kit.PasswordInput {...p} ref={p.ref as never} label="Password" />,
    (c) => c.querySelector('input'),
  ],
  [
    'TextArea',
    (p) => <kit.TextArea {...p} ref={p.ref as never} label="Story" />,
    (c) => c.querySelector('textarea'),
  ],
  [
    'DateInput',
    (p) => <kit.DateInput {...p} ref={p.ref as never} label="Born" />,
    (c) => c.querySelector('input'),
  ],
  [
    'PhoneInput',
    (p) => <kit.PhoneInput {...p} ref={p.ref as never} label="Phone" />,
    (c) => c.querySelector('input'),
  ],
  [
    'Select',
    (p) => <kit.Select {...p} ref={p.ref as never} label="Pick" options={options} />,
    (c) => c.querySelector('select'),
  ],
  [
    'Checkbox',
    (p) => <kit.Checkbox {...p} ref={p.ref as never} label="Agree" />,
    (c) => c.querySelector('[role="checkbox"]'),
  ],
  [
    'CheckboxGroup',
    (p) => <kit.CheckboxGroup {...p} ref={p.ref as never} label="Pick" options={options} />,
    (c) => c.querySelector('fieldset'),
  ],
  [
    'RadioGroup',
    (p) => <kit.RadioGroup {...p} ref={p.ref as never} label="Pick" options={options} />,
    (c) => c.querySelector('[role="radiogroup"]'),
  ],
  [
    'Combobox',
    (p) => (
      <kit.Combobox
        {...p}
        ref={p.ref as never}
        label="Find"
        items={[]}
        itemToString={String}
        itemToKey={String}
        onSelect={() => {}}
      />
    ),
    (c) => c.querySelector('input'),
  ],
  [
    'AddressLookup',
    (p) => (
      <kit.AddressLookup
        {...p}
        ref={p.ref as never}
        label="Street"
        fetchSuggestions={noSuggestions}
        fetchDetail={noDetail}
        onSelect={() => {}}
      />
    ),
    (c) => c.querySelector('input'),
  ],
  [
    'SchoolSearch',
    (p) => (
      <kit.SchoolSearch
        {...p}
        ref={p.ref as never}
        label="School"
        fetchSuggestions={noSuggestions}
        fetchDetail={noDetail}
        onSelect={() => {}}
      />
    ),
    (c) => c.querySelector('input'),
  ],
  [
    'FileUpload',
    (p) => (
      <kit.FileUpload
        {...p}
        ref={p.ref as never}
        label="Transcript"
        onUpload={() => Promise.resolve()}
        onDelete={() => Promise.resolve()}
      />
    ),
    (c) => c.firstElementChild,
  ],
  [
    'ErrorSummary',
    (p) => (
      <kit.ErrorSummary
        {...p}
        ref={p.ref as never}
        title="There is a problem"
        items={[{ targetId: 'x', text: 'Enter x' }]}
        takeFocus={false}
      />
    ),
    (c) => c.firstElementChild,
  ],
  [
    'AddAnother',
    (p) => (
      <kit.AddAnother {...p} ref={p.ref as never} groupLabel={(i) => `College ${i + 1}`}>
        {() => null}
      </kit.AddAnother>
    ),
    (c) => c.firstElementChild,
  ],
  [
    'TopNavigation',
    (p) => <kit.TopNavigation {...p} ref={p.ref as never} items={[{ href: '/a', label: 'A' }]} />,
    (c) => c.querySelector('nav'),
  ],
  [
    'Toast',
    (p) => (
      <kit.ToastProvider>
        <kit.Toast {...p} ref={p.ref as never} severity="success" defaultOpen>
          Saved
        </kit.Toast>
      </kit.ToastProvider>
    ),
    (c) => c.ownerDocument.querySelector('[data-severity="success"]'),
  ],
  [
    'Tabs',
    (p) => (
      <kit.Tabs {...p} ref={p.ref as never} defaultValue="a">
        <kit.TabsList aria-label="Steps">
          <kit.TabsTrigger value="a">A</kit.TabsTrigger>
        </kit.TabsList>
      </kit.Tabs>
    ),
    (c) => c.firstElementChild,
  ],
  [
    'Field',
    (p) => <FieldExample fieldRef={p.ref} className={p.className} />,
    (c) => c.firstElementChild,
  ],
  [
    'PasswordChecklist',
    (p) => <kit.PasswordChecklist {...p} ref={p.ref as never} password="" />,
    (c) => c.firstElementChild,
  ],
  [
    'Spinner',
    (p) => <kit.Spinner {...p} ref={p.ref as never} />,
    (c) => c.querySelector('[role="progressbar"]'),
  ],
  ['Loading', (p) => <kit.Loading {...p} ref={p.ref as never} />, (c) => c.firstElementChild],
  [
    'ReadOnlyValue',
    (p) => <kit.ReadOnlyValue {...p} ref={p.ref as never} label="Name" value="Ada" />,
    (c) => c.firstElementChild,
  ],
];

function FieldExample({
  fieldRef,
  className,
}: {
  fieldRef: RefObject<HTMLElement | null>;
  className?: string;
}) {
  const field = kit.useField({});
  return (
    <kit.Field ref={fieldRef} className={className} field={field} label="Name">
      <input {...field.inputProps} />
    </kit.Field>
  );
}

describe('every widget takes a className and forwards its ref', () => {
  it.each(widgets)('%s', (_name, widget, mainElement) => {
    const bare = render(widget({ ref: createRef() }));
    const ownClasses = [...(mainElement(bare.container)?.classList ?? [])];
    bare.unmount();

    const ref = createRef<HTMLElement>();
    const { container } = render(widget({ ref, className: 'partner-brand' }));
    const main = mainElement(container);
    expect(main).not.toBeNull();
    expect(ref.current).toBe(main);
    // Merged, not replacing: the widget keeps its own look and the partner's class comes last.
    expect([...main!.classList]).toEqual([...ownClasses, 'partner-brand']);
  });

  it('covers every component the kit exports', () => {
    const components = Object.entries(kit)
      .filter(([name, value]) => /^[A-Z]/.test(name) && isComponent(value))
      .map(([name]) => name);
    const covered = new Set(widgets.map(([name]) => name));
    const notWidgets = new Set([
      'MessagesProvider',
      'ThemeProvider',
      'ToastProvider',
      'TabsList',
      'TabsTrigger',
      'TabsContent',
      'Modal',
      'ModalTrigger',
      'ModalClose',
      'ModalContent',
      'Popover',
      'PopoverTrigger',
      'PopoverContent',
      'PopoverAnchor',
      'RequiredMarker',
      'FieldHint',
      'FieldErrors',
      'FieldShell',
      'ReadOnlyCheck',
      'PopoverClose',
      'Message',
      'FileRefusedError',
    ]);
    expect(components.filter((name) => !covered.has(name) && !notWidgets.has(name))).toEqual([]);
  });
});

function isComponent(value: unknown): boolean {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}
