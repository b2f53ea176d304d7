import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type * as React from 'react';

import { cn } from '../lib/cn.ts';
import { useFieldControl } from './field.tsx';

/**
 * Checkbox (Radix): `checked` / `defaultChecked` / `onCheckedChange(checked: boolean | 'indeterminate')`,
 * Space toggles, `data-state="checked|unchecked|indeterminate"`. Inside a Field it takes the Field's id and
 * ARIA wiring, so `<FieldLabel>` names it. With react-hook-form use a `Controller`.
 */
function Checkbox({ className, id, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  const control = useFieldControl({
    id,
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': props['aria-invalid'],
  });
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer size-5 shrink-0 cursor-pointer rounded-[4px] border border-input bg-background shadow-xs',
        'focus-ring transition-shadow',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
      {...control}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="grid place-content-center text-current transition-none"
      >
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          className="size-3.5"
        >
          {props.checked === 'indeterminate' ? <path d="M5 12h14" /> : <path d="M20 6 9 17l-5-5" />}
        </svg>
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export { Checkbox };
