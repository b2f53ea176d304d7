/**
 * Machine-readable inventory of the components @telco-portal/ui exports (by export name).
 * - `primitives`: the top-level primitives; each needs a story (`UI/<Name>`, CONVENTIONS 10).
 * - `primitiveParts`: the compound parts of each primitive, covered by their root's stories.
 * - `uiComponentNames`: both together — what a block registry's `primitives: string[]` may name.
 * `index.test.ts` checks these against the real exports, so a new component cannot be left out.
 */
export const primitiveParts = {
  Alert: ['AlertTitle', 'AlertDescription'],
  AnnouncerProvider: [],
  Badge: [],
  Button: [],
  Card: ['CardHeader', 'CardTitle', 'CardDescription', 'CardAction', 'CardContent', 'CardFooter'],
  Checkbox: [],
  Dialog: [
    'DialogTrigger',
    'DialogPortal',
    'DialogOverlay',
    'DialogContent',
    'DialogHeader',
    'DialogFooter',
    'DialogTitle',
    'DialogDescription',
    'DialogClose',
  ],
  MessageDialog: [],
  ErrorDialog: [],
  SuccessDialog: [],
  ErrorSummary: [],
  Field: ['FieldLabel', 'FieldHint', 'FieldError', 'Input'],
  Meter: [],
  Progress: [],
  Skeleton: [],
  SkipLink: [],
  Spinner: [],
  Tabs: ['TabsList', 'TabsTrigger', 'TabsContent'],
  VisuallyHidden: [],
  PageContainer: ['PageHeader', 'PageTitle', 'PageDescription'],
  Section: ['SectionTitle'],
  Stack: [],
} as const satisfies Record<string, readonly string[]>;

export type PrimitiveName = keyof typeof primitiveParts;

export const primitives = Object.keys(primitiveParts) as PrimitiveName[];

export const uiComponentNames: readonly string[] = Object.entries(primitiveParts).flatMap(([name, parts]) => [
  name,
  ...parts,
]);
