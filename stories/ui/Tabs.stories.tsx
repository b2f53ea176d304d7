import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@telco-portal/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Text, useText } from '../src/text.tsx';

/** Tabs (Radix): arrow keys move and select, Home/End jump (ui/components/tabs.tsx). */
const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'data', onValueChange: fn() },
  render: function Render(args) {
    const t = useText();
    return (
      <Tabs {...args} className="max-w-md">
        <TabsList aria-label={t('stories.tabs.label')}>
          <TabsTrigger value="data">
            <Text id="stories.tabs.data" />
          </TabsTrigger>
          <TabsTrigger value="calls">
            <Text id="stories.tabs.calls" />
          </TabsTrigger>
          <TabsTrigger value="texts">
            <Text id="stories.tabs.texts" />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="data">
          <Text id="stories.tabs.dataBody" />
        </TabsContent>
        <TabsContent value="calls">
          <Text id="stories.tabs.callsBody" />
        </TabsContent>
        <TabsContent value="texts">
          <Text id="stories.tabs.textsBody" />
        </TabsContent>
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switching tabs by click and with the arrow keys. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [data, calls, texts] = canvas.getAllByRole('tab');
    await expect(data).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(calls!);
    await expect(calls).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('calls');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(calls!.textContent ?? '');
    await userEvent.keyboard('{ArrowRight}');
    await expect(texts).toHaveAttribute('aria-selected', 'true');
    await expect(texts).toHaveFocus();
  },
};

export const SecondTabSelected: Story = { args: { defaultValue: 'calls' } };
