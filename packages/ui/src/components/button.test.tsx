import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { axeViolations } from '../test/axe.ts';
import { Button } from './button.tsx';

describe('given a Button', () => {
  it('renders a native button named by its text with the default variant and size', async () => {
    const { container } = render(<Button>Takiuru</Button>);
    const button = screen.getByRole('button', { name: 'Takiuru' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button).toHaveAttribute('data-variant', 'default');
    expect(button).toHaveAttribute('data-size', 'default');
    expect(button).toHaveClass('bg-primary', 'text-primary-foreground');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ['secondary', 'bg-secondary'],
    ['outline', 'border-input'],
    ['ghost', 'hover:bg-accent'],
    ['destructive', 'bg-destructive'],
    ['link', 'text-link'],
  ] as const)('applies the %s variant classes', (variant, expected) => {
    render(<Button variant={variant}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('data-variant', variant);
    expect(button).toHaveClass(expected);
    expect(button).not.toHaveClass('bg-primary');
  });

  it.each([
    ['sm', 'min-h-8'],
    ['lg', 'min-h-11'],
    ['icon', 'size-10'],
  ] as const)('applies the %s size', (size, expected) => {
    render(
      <Button size={size} aria-label="Āwhina">
        ?
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Āwhina' });
    expect(button).toHaveAttribute('data-size', size);
    expect(button).toHaveClass(expected);
  });

  it('changes look through variants, not overriding classes: outline-inverse for primary panels', () => {
    render(<Button variant="outline-inverse">Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass('border-primary-foreground', 'bg-transparent', 'text-primary-foreground');
    // No class of the outline variant it replaces is left to fight with it (cn has no tailwind-merge).
    expect(button).not.toHaveClass('bg-background');
    expect(button).not.toHaveClass('text-foreground');
    expect(button).not.toHaveClass('border-input');
  });

  it('wraps a label that does not fit (a minimum height, no nowrap) and never exceeds its container', () => {
    render(<Button>Kua manatokohia e au taku īmēra, haere tonu</Button>);
    const button = screen.getByRole('button');
    expect(button).toHaveClass('min-h-10', 'max-w-full');
    expect(button.className).not.toMatch(/(^|\s)(h-10|whitespace-nowrap)(\s|$)/);
  });

  it('calls onClick when activated by mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('passes the ref through as a prop (React 19)', () => {
    let node: HTMLButtonElement | null = null;
    render(
      <Button
        ref={(el) => {
          node = el;
        }}
      >
        Go
      </Button>,
    );
    expect(node).toBe(screen.getByRole('button', { name: 'Go' }));
  });
});

describe('given a disabled Button', () => {
  it('is disabled and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('given a loading Button', () => {
  it('is busy, disabled, keeps its text as the name and shows a decorative spinner', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Tiaki
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Tiaki' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-loading');
    expect(button).toBeDisabled();
    const spinner = button.querySelector('[data-slot="spinner"]');
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is neither busy nor shows a spinner when not loading', () => {
    render(<Button>Tiaki</Button>);
    const button = screen.getByRole('button', { name: 'Tiaki' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('[data-slot="spinner"]')).toBeNull();
  });
});

describe('given a Button with asChild', () => {
  it('renders the child element with the button styles and data attributes', async () => {
    const { container } = render(
      <Button asChild variant="outline" size="lg">
        <a href="/plans">Mahere</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Mahere' });
    expect(link).toHaveAttribute('href', '/plans');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveAttribute('data-variant', 'outline');
    expect(link).toHaveClass('border-input', 'min-h-11');
    expect(link).not.toHaveAttribute('disabled');
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks a loading child aria-disabled and busy, with the spinner inside the child', () => {
    render(
      <Button asChild loading>
        <a href="/plans">Mahere</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Mahere' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link.querySelector('[data-slot="spinner"]')).not.toBeNull();
  });
});
