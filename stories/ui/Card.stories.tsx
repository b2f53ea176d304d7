import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Badge,
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@telco-portal/ui';

import { Text } from '../src/text.tsx';

/** Surface with header (title, description, action), content and footer parts (ui/components/card.tsx). */
const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>
          <Text id="stories.card.title" />
        </CardTitle>
        <CardDescription>
          <Text id="stories.card.description" />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p>
          <Text id="stories.card.body" />
        </p>
      </CardContent>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every part: the header action holds a badge, the footer an action. */
export const WithActionAndFooter: Story = {
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>
          <Text id="stories.card.title" />
        </CardTitle>
        <CardDescription>
          <Text id="stories.card.description" />
        </CardDescription>
        <CardAction>
          <Badge variant="success">
            <Text id="stories.badge.active" />
          </Badge>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p>
          <Text id="stories.card.body" />
        </p>
      </CardContent>
      <CardFooter>
        <Button variant="outline">
          <Text id="stories.action.changePlan" />
        </Button>
      </CardFooter>
    </Card>
  ),
};
