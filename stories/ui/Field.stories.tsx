import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, FieldError, FieldHint, FieldLabel, Input } from '@telco-portal/ui';
import { expect, userEvent, within } from 'storybook/test';

import { Text } from '../src/text.tsx';

/** Form field: label, control, hint and error wired together by ids (ui/components/field.tsx). */
const meta = {
  title: 'UI/Field',
  component: Field,
  tags: ['autodocs'],
  args: { orientation: 'vertical', invalid: false },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  render: (args) => (
    <Field {...args} className="max-w-sm">
      <FieldLabel>
        <Text id="stories.field.email" />
      </FieldLabel>
      <Input type="email" autoComplete="email" />
      <FieldHint>
        <Text id="stories.field.emailHint" />
      </FieldHint>
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing into the input; the hint is its description. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAccessibleDescription();
    await userEvent.type(input, 'prepay@harbour.test');
    await expect(input).toHaveValue('prepay@harbour.test');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field {...args} className="max-w-sm">
      <FieldLabel>
        <Text id="stories.field.email" />
      </FieldLabel>
      <Input type="email" defaultValue="prepay@harbour" />
      <FieldHint>
        <Text id="stories.field.emailHint" />
      </FieldHint>
      <FieldError>
        <Text id="stories.field.emailError" />
      </FieldError>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Field {...args} className="max-w-sm">
      <FieldLabel>
        <Text id="stories.field.email" />
      </FieldLabel>
      <Input type="email" defaultValue="prepay@harbour.test" disabled />
    </Field>
  ),
};

export const Password: Story = {
  render: (args) => (
    <Field {...args} className="max-w-sm">
      <FieldLabel>
        <Text id="stories.field.password" />
      </FieldLabel>
      <Input type="password" autoComplete="current-password" defaultValue="Harbour-demo-1" />
    </Field>
  ),
};
