import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  Input,
  MessageDialog,
  Meter,
  PageContainer,
  PageDescription,
  PageHeader,
  PageTitle,
  Progress,
  Section,
  SectionTitle,
  Skeleton,
  SkipLink,
  Spinner,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  VisuallyHidden,
} from './index.ts';
import { conflictingClasses } from './test/class-conflicts.ts';

/**
 * `cn` is clsx only (no tailwind-merge at run time, issue 7), so a class list must never hold two
 * utilities that set the same property — whichever Tailwind emits later would win, by accident.
 * tailwind-merge is kept as a test-only oracle (test/class-conflicts.ts).
 */
function conflictsIn(container: ParentNode): string[] {
  const found: string[] = [];
  for (const el of container.querySelectorAll('[class]')) {
    const dropped = conflictingClasses(el.getAttribute('class') ?? '');
    if (dropped.length > 0) found.push(`<${el.tagName.toLowerCase()}> drops ${dropped.join(' ')}`);
  }
  return found;
}

function renderAll(node: ReactElement): string[] {
  const { unmount } = render(node);
  // Dialogs portal into document.body.
  const found = conflictsIn(document.body);
  unmount();
  return found;
}

const variants = <T extends string>(...values: T[]) => values;

describe('given every primitive in every variant', () => {
  it('no rendered class list holds two utilities for the same property', () => {
    const found: string[] = [];
    for (const variant of variants(
      'default',
      'secondary',
      'outline',
      'outline-inverse',
      'ghost',
      'destructive',
      'link',
    )) {
      for (const size of variants('sm', 'default', 'lg', 'icon')) {
        found.push(
          ...renderAll(
            <>
              <Button variant={variant} size={size} aria-label="x">
                Haere
              </Button>
              <Button variant={variant} size={size} loading>
                Haere
              </Button>
            </>,
          ),
        );
      }
    }
    for (const variant of variants('default', 'secondary', 'success', 'warning', 'destructive', 'outline')) {
      found.push(...renderAll(<Badge variant={variant}>Hohe</Badge>));
    }
    for (const variant of variants('info', 'success', 'warning', 'destructive')) {
      found.push(
        ...renderAll(
          <Alert variant={variant}>
            <AlertTitle>Hapa</AlertTitle>
            <AlertDescription>Kua hapa</AlertDescription>
          </Alert>,
        ),
      );
    }
    for (const layout of variants('row', 'stack')) {
      found.push(
        ...renderAll(
          <Card>
            <CardHeader>
              <CardTitle>Mahere</CardTitle>
              <CardDescription>Kōrero</CardDescription>
              <CardAction>
                <Badge>Hou</Badge>
              </CardAction>
            </CardHeader>
            <CardContent>Ihirangi</CardContent>
            <CardFooter layout={layout}>
              <Button>Tīpako</Button>
            </CardFooter>
          </Card>,
        ),
      );
    }
    for (const orientation of variants('vertical', 'horizontal')) {
      found.push(
        ...renderAll(
          <Field orientation={orientation} invalid>
            <FieldLabel>Īmēra</FieldLabel>
            {orientation === 'vertical' ? <Input /> : <Checkbox />}
            <FieldHint>Āwhina</FieldHint>
            <FieldError>Hapa</FieldError>
          </Field>,
        ),
      );
    }
    for (const size of variants('md', 'lg')) {
      for (const tone of variants('muted', 'default')) {
        found.push(
          ...renderAll(
            <Dialog open>
              <DialogContent size={size} closeLabel="Katia">
                <DialogHeader>
                  <DialogTitle>Taitara</DialogTitle>
                  <DialogDescription tone={tone}>Kōrero</DialogDescription>
                </DialogHeader>
                <DialogFooter>
                  <Button>Āe</Button>
                </DialogFooter>
              </DialogContent>
            </Dialog>,
          ),
        );
      }
    }
    for (const tone of variants('info', 'success', 'error')) {
      found.push(
        ...renderAll(
          <MessageDialog open onOpenChange={() => {}} title="Taitara" okLabel="Āe" tone={tone}>
            Kōrero
          </MessageDialog>,
        ),
      );
    }
    for (const width of variants('narrow', 'prose', 'default')) {
      for (const padding of variants('page', 'none')) {
        for (const layout of variants('stack', 'split')) {
          found.push(
            ...renderAll(
              <PageContainer width={width} padding={padding}>
                <PageHeader layout={layout}>
                  <PageTitle>Taitara</PageTitle>
                  <PageDescription>Kōrero</PageDescription>
                </PageHeader>
                <Section padding={padding === 'page' ? 'default' : 'none'}>
                  <SectionTitle>Wāhanga</SectionTitle>
                </Section>
              </PageContainer>,
            ),
          );
        }
      }
    }
    for (const direction of variants('column', 'row')) {
      for (const gap of variants('none', 'xs', 'sm', 'md', 'lg', 'xl')) {
        found.push(
          ...renderAll(
            <Stack direction={direction} gap={gap} align="center" justify="between">
              <span>a</span>
            </Stack>,
          ),
        );
      }
    }
    for (const tone of variants('default', 'success', 'warning', 'destructive')) {
      found.push(
        ...renderAll(
          <>
            <Meter value={5} max={10} tone={tone} aria-label="Raraunga" />
            <Progress value={5} max={10} tone={tone} aria-label="Ahunga" />
          </>,
        ),
      );
    }
    found.push(
      ...renderAll(
        <>
          <Tabs defaultValue="a">
            <TabsList aria-label="Ripa">
              <TabsTrigger value="a">A</TabsTrigger>
              <TabsTrigger value="b">B</TabsTrigger>
            </TabsList>
            <TabsContent value="a">A</TabsContent>
          </Tabs>
          <SkipLink>Peke</SkipLink>
          <Spinner />
          <Spinner size="lg" label="E uta ana" />
          <Skeleton className="h-4 w-20" />
          <VisuallyHidden>Huna</VisuallyHidden>
        </>,
      ),
    );
    expect(found).toEqual([]);
  });

  it('the oracle does catch a conflict (the check cannot pass vacuously)', () => {
    const { container, unmount } = render(<Button className="bg-secondary">Haere</Button>);
    expect(conflictsIn(container)).toEqual(['<button> drops bg-primary']);
    unmount();
  });
});
