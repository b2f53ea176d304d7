import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';

import { axeViolations } from '../test/axe.ts';
import { Checkbox } from './checkbox.tsx';

describe('given an uncontrolled Checkbox', () => {
  it('toggles with a click and with Space, reporting each change', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { container } = render(<Checkbox aria-label="Auto top-up" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Auto top-up' });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAttribute('data-state', 'unchecked');

    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAttribute('data-state', 'checked');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('starts checked with defaultChecked', () => {
    render(<Checkbox aria-label="News" defaultChecked />);
    expect(screen.getByRole('checkbox', { name: 'News' })).toBeChecked();
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

function ControlledCheckbox() {
  const [checked, setChecked] = React.useState<boolean | 'indeterminate'>('indeterminate');
  return <Checkbox aria-label="All lines" checked={checked} onCheckedChange={setChecked} />;
}

describe('given a controlled Checkbox', () => {
  it('follows its checked prop, including indeterminate', async () => {
    const user = userEvent.setup();
    render(<ControlledCheckbox />);
    const checkbox = screen.getByRole('checkbox', { name: 'All lines' });
    expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    await user.click(checkbox);
    expect(checkbox).toHaveAttribute('aria-checked', 'true');
  });
});
