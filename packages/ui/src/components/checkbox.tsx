import type * as React from 'react';

import { cn } from '../lib/cn.ts';
import { useFieldControl } from './field.tsx';

/**
 * Checkbox: a native `<input type="checkbox">` drawn as the design system's box (the tick is an SVG over the
 * box, shown while `:checked`). Native, so it needs no script to work, takes every `<input>` prop (`checked` /
 * `defaultChecked` / `onChange`, `name`, `value`, `disabled`, `ref`), submits with its form, toggles with Space
 * and is announced as a checkbox without ARIA. With react-hook-form spread `register('field')` on it (the value
 * is `true` / `false`; no `Controller` needed, so the forms' shared chunk carries none). Inside a Field it takes
 * the Field's id and ARIA wiring, so `<FieldLabel>` names it. Two states (no indeterminate: no screen needs it).
 */
function Checkbox({ className, id, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  const control = useFieldControl({
    id,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
  });
  return (
    <span data-slot="checkbox" className="peer relative inline-grid size-5 shrink-0 place-items-center">
      <input
        type="checkbox"
        className={cn(
          'peer col-start-1 row-start-1 m-0 size-5 cursor-pointer appearance-none rounded-[4px] border border-input bg-background shadow-xs',
          'focus-ring transition-shadow',
          'checked:border-primary checked:bg-primary',
          'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
          className,
        )}
        {...props}
        {...control}
      />
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="pointer-events-none invisible col-start-1 row-start-1 size-3.5 text-primary-foreground peer-checked:visible"
      >
        <path d="M20 6 9 17l-5-5" />
      </svg>
    </span>
  );
}

export { Checkbox };
