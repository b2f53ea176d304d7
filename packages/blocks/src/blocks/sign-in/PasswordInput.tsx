import { Button, Input } from '@telco-portal/ui';
import { type ComponentProps, useState } from 'react';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Localised accessible name of the show/hide toggle, e.g. 'Show password' / 'Whakaaturia te kupuhipa'. */
  toggleLabel: string;
};

/**
 * Password input with a show/hide toggle. The toggle is a real button named by `toggleLabel` whose
 * `aria-pressed` says whether the password is visible. It sits beside the input, sized by its own label
 * (no space reserved inside the input that a long label such as te reo "Whakaaturia te kupuhipa" could
 * overrun), and moves under the input when both do not fit on one line (320 px). Spread react-hook-form's
 * `register()` onto it.
 */
export function PasswordInput({ toggleLabel, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div data-slot="password-input" className="flex flex-wrap items-center gap-2">
      <Input
        {...props}
        type={visible ? 'text' : 'password'}
        className={className ? `min-w-0 flex-1 basis-40 ${className}` : 'min-w-0 flex-1 basis-40'}
      />
      <Button type="button" variant="outline" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
        {toggleLabel}
      </Button>
    </div>
  );
}
