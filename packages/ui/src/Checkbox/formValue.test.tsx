import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Checkbox } from './Checkbox';

const study = [
  { value: '1', label: 'Full time' },
  { value: '2', label: 'Part time' },
  { value: '3', label: 'Online' },
];
const fruit = [
  { value: 'a', label: 'Apples' },
  { value: 'b', label: 'Bananas' },
  { value: 'c', label: 'Cherries' },
];

function Boxes({ onChange }: { onChange?: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <form aria-label="Boxes" onChange={onChange}>
      <RadioGroup label="Study" name="study" options={study} defaultValue="2" />
      <CheckboxGroup label="Fruit" name="fruit" options={fruit} defaultValue={['a', 'c']} />
      <Checkbox label="I agree" name="agree" defaultValue />
    </form>
  );
}

const formData = () =>
  [...new FormData(screen.getByRole('form', { name: 'Boxes' }) as HTMLFormElement)].map(
    ([name, value]) => `${name}=${String(value)}`,
  );

afterEach(() => vi.unstubAllGlobals());

describe('radios and check boxes in a form', () => {
  it('carry their answers in the form, and the form hears each change from an input', async () => {
    const user = userEvent.setup();
    const heard: string[] = [];
    render(
      <Boxes
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          heard.push(`${input.type} ${input.name}=${input.value} ${input.checked}`);
        }}
      />,
    );
    expect(formData()).toEqual(['study=2', 'fruit=a', 'fruit=c', 'agree=on']);
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    await user.click(screen.getByRole('checkbox', { name: 'Apples' }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(formData()).toEqual(['study=3', 'fruit=c']);
    expect(heard).toEqual([
      'radio study=2 false',
      'radio study=3 true',
      'checkbox fruit=a false',
      'checkbox agree=on false',
    ]);
  });

  it('draw without measuring their boxes or drawing them twice', () => {
    const measured = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    const observed = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = observed;
        unobserve() {}
        disconnect() {}
      },
    );
    const commits: string[] = [];
    render(
      <Profiler id="boxes" onRender={(_id, phase) => commits.push(phase)}>
        <Boxes />
      </Profiler>,
    );
    expect(measured).not.toHaveBeenCalled();
    expect(observed).not.toHaveBeenCalled();
    expect(commits).toEqual(['mount', 'nested-update']);
  });
});
