import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';

import { axeViolations } from '../test/axe.ts';
import { Checkbox } from './checkbox.tsx';
import { Field, FieldError, FieldHint, FieldLabel, Input } from './field.tsx';

describe('given a Field with a label and an input', () => {
  it('names the input by the label and links them by id', async () => {
    const { container } = render(
      <Field>
        <FieldLabel>Īmēra</FieldLabel>
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Īmēra' });
    expect(input).toHaveAttribute('data-slot', 'input');
    expect(input.id).not.toBe('');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('focuses the input when the label is clicked', async () => {
    const user = userEvent.setup();
    render(
      <Field>
        <FieldLabel>Kupuhipa</FieldLabel>
        <Input type="password" />
      </Field>,
    );
    await user.click(screen.getByText('Kupuhipa'));
    expect(document.activeElement).toBe(container(screen.getByText('Kupuhipa')).querySelector('input'));
  });

  it('uses the caller controlId for the input id', () => {
    render(
      <Field controlId="sign-in-email">
        <FieldLabel>Email</FieldLabel>
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('id', 'sign-in-email');
  });
});

function container(node: HTMLElement): HTMLElement {
  const field = node.closest('[data-slot="field"]');
  if (!(field instanceof HTMLElement)) throw new Error('not inside a field');
  return field;
}

describe('given a Field with a hint and an error', () => {
  it('describes the input by the hint, then by hint and error, and marks it invalid', async () => {
    const { rerender, container: root } = render(
      <Field>
        <FieldLabel>Password</FieldLabel>
        <FieldHint>At least 8 characters</FieldHint>
        <Input type="password" />
        <FieldError>{undefined}</FieldError>
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('At least 8 characters');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <Field>
        <FieldLabel>Password</FieldLabel>
        <FieldHint>At least 8 characters</FieldHint>
        <Input type="password" />
        <FieldError>Too short</FieldError>
      </Field>,
    );
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Too short');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters Too short');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(root.querySelector('[data-slot="field"]')).toHaveAttribute('data-invalid');
    expect(await axeViolations(root)).toEqual([]);
  });

  it('drops the error from the description when it clears', () => {
    const { rerender } = render(
      <Field>
        <FieldLabel>Name</FieldLabel>
        <Input />
        <FieldError>Required</FieldError>
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    rerender(
      <Field>
        <FieldLabel>Name</FieldLabel>
        <Input />
        <FieldError>{''}</FieldError>
      </Field>,
    );
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps ids the caller passes in aria-describedby and an explicit aria-invalid', () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <Field invalid>
          <FieldLabel>Code</FieldLabel>
          <FieldHint>Six digits</FieldHint>
          <Input aria-describedby="extra" />
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAccessibleDescription('Extra help Six digits');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('given an Input outside a Field', () => {
  it('renders a plain input without wiring', () => {
    render(<Input aria-label="Search" />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input.id).toBe('');
  });

  it('throws when a Field part is used outside a Field', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<FieldError>Oops</FieldError>)).toThrow('`FieldError` must be used within `Field`');
    spy.mockRestore();
  });
});

describe("given react-hook-form's register spread", () => {
  it('forwards name, ref and change/blur handlers to the native input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const ref = React.createRef<HTMLInputElement>();
    // The shape UseFormRegisterReturn has: { name, onChange, onBlur, ref }.
    const registration = { name: 'email', onChange, onBlur, ref };
    render(
      <Field>
        <FieldLabel>Email</FieldLabel>
        <Input {...registration} />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'email');
    await user.type(input, 'a@b.nz');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(6);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('a@b.nz');
  });
});

describe('given a Checkbox inside a Field', () => {
  it('is named by the label and described by the error', async () => {
    const { container: root } = render(
      <Field orientation="horizontal">
        <Checkbox />
        <FieldLabel>I accept the terms</FieldLabel>
        <FieldError>You must accept the terms</FieldError>
      </Field>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toHaveAccessibleDescription('You must accept the terms');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(root)).toEqual([]);
  });
});
