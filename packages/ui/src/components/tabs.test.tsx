import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';

import { axeViolations } from '../test/axe.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

function ProfileTabs(props: React.ComponentProps<typeof Tabs>) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Profile">
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="password">Kupuhipa</TabsTrigger>
        <TabsTrigger value="cards">Cards</TabsTrigger>
      </TabsList>
      <TabsContent value="details">Details panel</TabsContent>
      <TabsContent value="password">Password panel</TabsContent>
      <TabsContent value="cards">Cards panel</TabsContent>
    </Tabs>
  );
}

describe('given Tabs with a defaultValue', () => {
  it('shows the default panel, labelled by its tab', async () => {
    const { container } = render(<ProfileTabs defaultValue="details" />);
    const tab = screen.getByRole('tab', { name: 'Details' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Details panel');
    expect(screen.queryByText('Password panel')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves and selects with ArrowRight / ArrowLeft, wrapping at the ends, and Home / End', async () => {
    const user = userEvent.setup();
    render(<ProfileTabs defaultValue="details" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Kupuhipa' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Kupuhipa' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Password panel');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cards' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cards panel');

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Cards' })).toHaveAttribute('aria-selected', 'true');
  });

  it('makes only the active panel focusable and reachable; the others are hidden', () => {
    const { container } = render(<ProfileTabs defaultValue="password" />);
    const panels = container.querySelectorAll('[data-slot="tabs-content"]');
    const active = screen.getByRole('tabpanel', { name: 'Kupuhipa' });
    expect(active).toHaveAttribute('tabindex', '0');
    for (const panel of panels) {
      if (panel !== active) expect(panel).toHaveAttribute('hidden');
    }
  });
});

function ControlledTabs({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = React.useState('details');
  return (
    <ProfileTabs
      value={value}
      onValueChange={(next) => {
        onValueChange(next);
        setValue(next);
      }}
    />
  );
}

describe('given controlled Tabs', () => {
  it('reports changes through onValueChange and follows the value prop', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlledTabs onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Cards' }));
    expect(onValueChange).toHaveBeenCalledWith('cards');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cards panel');
  });

  it('does not switch when the owner ignores the change', async () => {
    const user = userEvent.setup();
    render(<ProfileTabs value="details" onValueChange={() => {}} />);
    await user.click(screen.getByRole('tab', { name: 'Cards' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Details panel');
  });
});
