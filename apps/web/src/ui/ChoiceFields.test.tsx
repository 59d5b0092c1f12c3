import { useForm } from '@mantine/form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './CheckboxField';
import { RadioField, RadioGroupField } from './RadioGroupField';
import { SwitchField } from './SwitchField';

describe('CheckboxField', () => {
  it('is a checkbox named by its label that reports its checked state through onChange', async () => {
    const onChange = vi.fn();
    function Box() {
      const [checked, setChecked] = useState(false);
      return (
        <CheckboxField
          label="Include deleted"
          checked={checked}
          onChange={(event) => {
            onChange(event.currentTarget.checked);
            setChecked(event.currentTarget.checked);
          }}
        />
      );
    }
    render(<Box />);
    const box = screen.getByRole('checkbox', { name: 'Include deleted' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Include deleted'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('describes itself by its description and error, and is invalid with an error', () => {
    render(<CheckboxField label="I agree" description="Read the terms first" error="You must agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('Read the terms first You must agree');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not invalid without an error, and can be disabled', () => {
    render(<CheckboxField label="Only enrolled" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Only enrolled' });
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(box).toBeDisabled();
  });

  it("works with @mantine/form's getInputProps(path, { type: 'checkbox' })", async () => {
    let values: { agree: boolean } | undefined;
    function Form() {
      const form = useForm({
        initialValues: { agree: false },
        validate: { agree: (value) => (value ? null : 'Required') },
      });
      values = form.getValues();
      return (
        <form onSubmit={form.onSubmit(() => undefined)}>
          <CheckboxField label="Agree" {...form.getInputProps('agree', { type: 'checkbox' })} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const box = screen.getByRole('checkbox', { name: 'Agree' });
    expect(box).toHaveAccessibleDescription('Required');
    await userEvent.click(box);
    expect(values).toEqual({ agree: true });
    expect(box).toBeChecked();
  });
});

describe('SwitchField', () => {
  it('is a switch named by its label (or its aria-label) that toggles', async () => {
    const onChange = vi.fn();
    render(
      <>
        <SwitchField
          label="Search my location"
          defaultChecked
          onChange={(e) => void onChange(e.currentTarget.checked)}
        />
        <SwitchField label="Published" aria-label="Cook: Published" checked={false} onChange={() => undefined} />
      </>,
    );
    const mine = screen.getByRole('switch', { name: 'Search my location' });
    expect(mine).toBeChecked();
    await userEvent.click(mine);
    expect(mine).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('switch', { name: 'Cook: Published' })).not.toBeChecked();
  });

  it('is described by its error and invalid', () => {
    render(<SwitchField label="Open" error="Cannot open" />);
    const toggle = screen.getByRole('switch', { name: 'Open' });
    expect(toggle).toHaveAccessibleDescription('Cannot open');
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('RadioGroupField', () => {
  function Group({ onChange }: { onChange: (value: string) => void }) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <RadioGroupField
        label="Search by"
        required
        description="Pick one"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        error={value === null ? 'Choose how to search' : undefined}
      >
        <div>
          <RadioField value="name" label="Name" />
          <RadioField value="email" label="Email" />
        </div>
      </RadioGroupField>
    );
  }

  it('is a radiogroup named by its legend whose radios share a name and report the chosen value', async () => {
    const onChange = vi.fn();
    render(<Group onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Search by' });
    expect(group).toHaveAccessibleDescription('Choose how to search Pick one');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    const name = screen.getByRole('radio', { name: 'Name' });
    const email = screen.getByRole('radio', { name: 'Email' });
    expect(name).toHaveAttribute('name', email.getAttribute('name')!);
    expect(name).not.toBeChecked();
    await userEvent.click(screen.getByText('Email'));
    expect(onChange).toHaveBeenLastCalledWith('email');
    expect(email).toBeChecked();
    expect(name).not.toBeChecked();
    expect(group).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{ArrowUp}');
    expect(name).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('name');
  });

  it('disables every radio when the group is disabled', () => {
    render(
      <RadioGroupField label="Remote" value="yes" disabled>
        <RadioField value="yes" label="Yes" />
        <RadioField value="no" label="No" />
      </RadioGroupField>,
    );
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).toBeDisabled();
  });

  it("works with @mantine/form's getInputProps for the group", async () => {
    let values: { kind: string } | undefined;
    function Form() {
      const form = useForm({ initialValues: { kind: '' }, validate: { kind: (v) => (v ? null : 'Pick a kind') } });
      values = form.getValues();
      return (
        <form onSubmit={form.onSubmit(() => undefined)}>
          <RadioGroupField label="Kind" {...form.getInputProps('kind')}>
            <RadioField value="a" label="A" />
            <RadioField value="b" label="B" />
          </RadioGroupField>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('radiogroup', { name: 'Kind' })).toHaveAccessibleDescription('Pick a kind');
    await userEvent.click(screen.getByRole('radio', { name: 'B' }));
    expect(values).toEqual({ kind: 'b' });
    expect(screen.getByRole('radio', { name: 'B' })).toBeChecked();
  });

  it('a lone RadioField takes checked/onChange', async () => {
    const onChange = vi.fn();
    render(
      <RadioField
        name="x"
        value="1"
        label="One"
        checked={false}
        onChange={(e) => void onChange(e.currentTarget.value)}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'One' }));
    expect(onChange).toHaveBeenCalledWith('1');
  });
});
