import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';

import { axeViolations } from '../test/axe.ts';
import { Checkbox } from './checkbox.tsx';

describe('given an uncontrolled Checkbox', () => {
  it('is a native checkbox that toggles with a click and with Space, reporting each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn((event: React.ChangeEvent<HTMLInputElement>) => event.target.checked);
    const { container } = render(<Checkbox aria-label="Auto top-up" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Auto top-up' });
    expect(checkbox).toBeInstanceOf(HTMLInputElement);
    expect(checkbox).toHaveAttribute('type', 'checkbox');
    expect(checkbox).not.toBeChecked();

    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveLastReturnedWith(true);

    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveLastReturnedWith(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('starts checked with defaultChecked and draws its tick only while checked', () => {
    render(<Checkbox aria-label="News" defaultChecked />);
    const checkbox = screen.getByRole('checkbox', { name: 'News' });
    expect(checkbox).toBeChecked();
    const tick = checkbox.parentElement?.querySelector('svg');
    expect(tick).toHaveAttribute('aria-hidden', 'true');
    expect(tick?.getAttribute('class')).toContain('peer-checked:visible');
    expect(tick?.getAttribute('class')).toContain('invisible');
  });

  it('does not toggle while disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox aria-label="News" disabled />);
    const checkbox = screen.getByRole('checkbox', { name: 'News' });
    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toBeDisabled();
  });
});

function ControlledCheckbox({ onSave }: { onSave: (checked: boolean) => void }) {
  const [checked, setChecked] = React.useState(false);
  return (
    <Checkbox
      aria-label="All lines"
      checked={checked}
      onChange={(event) => {
        onSave(event.target.checked);
        setChecked(event.target.checked);
      }}
    />
  );
}

describe('given a controlled Checkbox', () => {
  it('follows its checked prop', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<ControlledCheckbox onSave={onSave} />);
    const checkbox = screen.getByRole('checkbox', { name: 'All lines' });
    await user.click(checkbox);
    expect(onSave).toHaveBeenLastCalledWith(true);
    expect(checkbox).toBeChecked();
  });
});
