import { Button, Input } from '@telco-portal/ui';
import { type ComponentProps, useState } from 'react';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Localised accessible name of the show/hide toggle, e.g. 'Show password' / 'Whakaaturia te kupuhipa'. */
  toggleLabel: string;
};

/**
 * Password input with a show/hide toggle. The toggle is a real button named by `toggleLabel` whose
 * `aria-pressed` says whether the password is visible. Spread react-hook-form's `register()` onto it.
 */
export function PasswordInput({ toggleLabel, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative flex items-center">
      <Input
        {...props}
        type={visible ? 'text' : 'password'}
        className={className ? `pr-24 ${className}` : 'pr-24'}
      />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="absolute right-1"
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {toggleLabel}
      </Button>
    </div>
  );
}
