import { MantineProvider, NativeSelect, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Chevron, NativeSelectField, TextField } from './TextField';

/** The classes of a field's parts, in document order, without the ids that differ between renders. */
function classesOf(root: Element) {
  return [root, ...root.querySelectorAll('*')].map((element) => `${element.tagName}.${element.getAttribute('class')}`);
}

describe('TextField', () => {
  it('is a textbox named by its label, described by its description and error, and invalid with an error', () => {
    render(<TextField label="Search" description="Name or email" error="Too short" withAsterisk value="" readOnly />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveAccessibleDescription('Too short Name or email');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reports its value through onChange and forwards its ref', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    function Box() {
      const [value, setValue] = useState('');
      return (
        <TextField
          ref={ref}
          label="Search"
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setValue(event.currentTarget.value);
          }}
        />
      );
    }
    render(<Box />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'ab');
    expect(onChange).toHaveBeenLastCalledWith('ab');
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Search' }));
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });

  it('takes widths as Mantine does: a plain one inline, by breakpoint in media queries for its root', () => {
    const { container } = render(
      <>
        <TextField label="Plain" w={180} />
        <TextField label="By breakpoint" w={{ base: '100%', xs: 220 }} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Plain' }).closest('.mantine-InputWrapper-root')).toHaveStyle({
      width: 'calc(11.25rem * var(--mantine-scale))',
    });
    const root = screen.getByRole('textbox', { name: 'By breakpoint' }).closest('.mantine-InputWrapper-root')!;
    const sizing = [...root.classList].find((name) => name.startsWith('text-field-'))!;
    expect(container.querySelector('style')?.textContent).toBe(
      `.${sizing} { width: 100%; } @media (min-width: 36em) { .${sizing} { width: calc(13.75rem * var(--mantine-scale)); } }`,
    );
  });

  it('is disabled as the input is', () => {
    render(<TextField label="Search" disabled />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeDisabled();
  });

  it("has the classes Mantine's TextInput has, so Input.css draws it the same", () => {
    const props = { label: 'L', description: 'D', error: 'E', withAsterisk: true, value: 'v', readOnly: true };
    render(
      <MantineProvider>
        <div data-testid="mantine">
          <TextInput {...props} rightSection={<span />} rightSectionPointerEvents="none" />
        </div>
        <div data-testid="ours">
          <TextField {...props} rightSection={<span />} rightSectionPointerEvents="none" />
        </div>
      </MantineProvider>,
    );
    const [mantine, ours] = [screen.getByTestId('mantine'), screen.getByTestId('ours')];
    expect(classesOf(ours.firstElementChild!)).toEqual(classesOf(mantine.firstElementChild!));
    const wrapper = (root: HTMLElement) => root.querySelector('.mantine-Input-wrapper')!.getAttribute('style');
    expect(wrapper(ours)).toBe(wrapper(mantine));
  });

  it("has Mantine's classes and wrapper styles with a left section and a clickable right section", () => {
    const props = { label: 'L', value: 'v', readOnly: true, leftSection: '$' };
    render(
      <MantineProvider>
        <div data-testid="mantine">
          <TextInput {...props} rightSection={<button type="button" />} rightSectionPointerEvents="all" />
        </div>
        <div data-testid="ours">
          <TextField {...props} rightSection={<button type="button" />} rightSectionPointerEvents="all" />
        </div>
      </MantineProvider>,
    );
    const [mantine, ours] = [screen.getByTestId('mantine'), screen.getByTestId('ours')];
    expect(classesOf(ours.firstElementChild!)).toEqual(classesOf(mantine.firstElementChild!));
    const wrapper = (root: HTMLElement) => root.querySelector('.mantine-Input-wrapper')!;
    expect(wrapper(ours).getAttribute('style')).toBe(wrapper(mantine).getAttribute('style'));
    expect(wrapper(ours)).toHaveAttribute('data-with-left-section', 'true');
    expect(wrapper(ours)).toHaveAttribute('data-with-right-section', 'true');
  });
});

describe('NativeSelectField', () => {
  it("is a combobox named by its label with Mantine's NativeSelect classes", async () => {
    const onChange = vi.fn();
    const data = [
      { value: 'a', label: 'Alpha' },
      { value: 'b', label: 'Beta' },
    ];
    render(
      <MantineProvider>
        <div data-testid="mantine">
          <NativeSelect label="By" data={data} />
        </div>
        <div data-testid="ours">
          <NativeSelectField
            label="By field"
            data={data}
            onChange={(event) => {
              onChange(event.currentTarget.value);
            }}
          />
        </div>
      </MantineProvider>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'By field' }), 'Beta');
    expect(onChange).toHaveBeenCalledWith('b');
    const [mantine, ours] = [screen.getByTestId('mantine'), screen.getByTestId('ours')];
    expect(classesOf(ours.firstElementChild!)).toEqual(classesOf(mantine.firstElementChild!));
  });

  it('draws the chevron as ComboboxChevron', () => {
    const { container } = render(<Chevron />);
    expect(container.querySelector('svg')).toHaveClass('m_2943220b');
  });
});
