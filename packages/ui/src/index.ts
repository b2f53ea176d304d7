/**
 * @telco-portal/ui — design-system primitives and the token layer (CONVENTIONS 1–5). No data fetching;
 * never reads a manifest: blocks pass everything in as props. CSS: `@telco-portal/ui/styles.css`.
 */

export { Alert, AlertDescription, type AlertProps, AlertTitle, alertVariants } from './components/alert.tsx';
export { type Announce, AnnouncerProvider, type Politeness, useAnnounce } from './components/announcer.tsx';
export { Badge, type BadgeProps, badgeVariants } from './components/badge.tsx';
export { Button, type ButtonProps, buttonVariants } from './components/button.tsx';
export {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './components/card.tsx';
export { Checkbox } from './components/checkbox.tsx';
export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './components/dialog.tsx';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './components/error-summary.tsx';
export {
  Field,
  type FieldControlProps,
  FieldError,
  FieldHint,
  FieldLabel,
  type FieldProps,
  Input,
  useFieldControl,
} from './components/field.tsx';
export {
  PageContainer,
  type PageContainerProps,
  PageDescription,
  PageHeader,
  PageTitle,
  pageContainerVariants,
  Section,
  SectionTitle,
  Stack,
  type StackProps,
  stackVariants,
} from './components/layout.tsx';
export {
  ErrorDialog,
  MessageDialog,
  type MessageDialogProps,
  messageDialogVariants,
  SuccessDialog,
} from './components/message-dialog.tsx';
export { Meter, type MeterProps, meterVariants, Progress } from './components/meter.tsx';
export { Skeleton } from './components/skeleton.tsx';
export { SkipLink, type SkipLinkProps } from './components/skip-link.tsx';
export { Spinner, type SpinnerProps } from './components/spinner.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs.tsx';
export { VisuallyHidden } from './components/visually-hidden.tsx';
export { cn } from './lib/cn.ts';
export { type PrimitiveName, primitiveParts, primitives, uiComponentNames } from './primitives.ts';
export {
  AA_NON_TEXT,
  AA_TEXT,
  analyseTheme,
  CONTRAST_PAIRS,
  type ContrastPair,
  type ContrastRole,
  type ContrastShortfall,
  contrastRatio,
  createThemeCss,
  evaluatePairs,
  FONT_STACKS,
  nearestPassingColor,
  type PairResult,
  readableForeground,
  resolveTheme,
  type Scheme,
  SEMANTIC_COLOR_VARIABLES,
  type SemanticColorVariable,
  type SemanticVariables,
  type ThemeAdjustment,
  type ThemeColors,
  ThemeError,
  type ThemeFont,
  type ThemeInput,
  type ThemeReport,
  type ThemeViolation,
} from './theme.ts';
