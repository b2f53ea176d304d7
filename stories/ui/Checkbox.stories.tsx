import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, Field, FieldError, FieldLabel } from '@telco-portal/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Text } from '../src/text.tsx';

/** Checkbox (a native checkbox input) named by its Field label (ui/components/checkbox.tsx). */
const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { disabled: false, onChange: fn() },
  render: (args) => (
    <Field orientation="horizontal">
      <Checkbox {...args} />
      <FieldLabel>
        <Text id="stories.checkbox.autoRenew" />
      </FieldLabel>
    </Field>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field orientation="horizontal">
      <Checkbox {...args} />
      <FieldLabel>
        <Text id="stories.checkbox.terms" />
      </FieldLabel>
      <FieldError className="basis-full">
        <Text id="stories.checkbox.termsError" />
      </FieldError>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};
