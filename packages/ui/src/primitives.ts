/**
 * Every component exported by @telco-portal/ui, by export name. Each top-level primitive needs a story
 * (`stories/ui/<Name>.stories.tsx`, title `UI/<Name>`); compound parts are covered by their root's story.
 * `index.test.ts` checks this list against the real exports, so a new component cannot be left out.
 */
export const primitives = [
  { name: 'Alert', parts: ['AlertTitle', 'AlertDescription'] },
  { name: 'Badge', parts: [] },
  { name: 'Button', parts: [] },
  {
    name: 'Card',
    parts: ['CardHeader', 'CardTitle', 'CardDescription', 'CardAction', 'CardContent', 'CardFooter'],
  },
  { name: 'Checkbox', parts: [] },
  {
    name: 'Dialog',
    parts: [
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
  },
  { name: 'MessageDialog', parts: [] },
  { name: 'ErrorDialog', parts: [] },
  { name: 'SuccessDialog', parts: [] },
  { name: 'Field', parts: ['FieldLabel', 'FieldHint', 'FieldError', 'Input'] },
  { name: 'Meter', parts: [] },
  { name: 'Progress', parts: [] },
  { name: 'Skeleton', parts: [] },
  { name: 'SkipLink', parts: [] },
  { name: 'Spinner', parts: [] },
  { name: 'Tabs', parts: ['TabsList', 'TabsTrigger', 'TabsContent'] },
  { name: 'VisuallyHidden', parts: [] },
  { name: 'PageContainer', parts: ['PageHeader', 'PageTitle', 'PageDescription'] },
  { name: 'Section', parts: ['SectionTitle'] },
  { name: 'Stack', parts: [] },
] as const satisfies ReadonlyArray<{ name: string; parts: readonly string[] }>;

export type PrimitiveName = (typeof primitives)[number]['name'];
