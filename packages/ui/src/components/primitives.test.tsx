import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { axeViolations } from '../test/axe.ts';
import { AA_NON_TEXT, CONTRAST_PAIRS } from '../theme.ts';
import { Alert, AlertDescription, AlertTitle } from './alert.tsx';
import { Badge } from './badge.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';
import { PageContainer, PageHeader, PageTitle, Section, SectionTitle, Stack } from './layout.tsx';
import { Meter, Progress } from './meter.tsx';
import { Skeleton } from './skeleton.tsx';
import { SkipLink } from './skip-link.tsx';
import { Spinner } from './spinner.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

describe('given an Alert', () => {
  it.each([
    ['destructive', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('of variant %s has role %s', async (variant, role) => {
    const { container } = render(
      <Alert variant={variant}>
        <AlertTitle>Heads up</AlertTitle>
        <AlertDescription>Your plan renews tomorrow.</AlertDescription>
      </Alert>,
    );
    const alert = screen.getByRole(role);
    expect(alert).toHaveAttribute('data-variant', variant);
    expect(alert).toHaveTextContent('Heads upYour plan renews tomorrow.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes an explicit role', () => {
    render(<Alert variant="destructive" role="status" />);
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', 'destructive');
  });
});

describe('given a Badge', () => {
  it.each(['default', 'secondary', 'success', 'warning', 'destructive', 'outline'] as const)(
    'of variant %s carries its variant and text',
    (variant) => {
      render(<Badge variant={variant}>Active</Badge>);
      expect(screen.getByText('Active')).toHaveAttribute('data-variant', variant);
    },
  );
});

describe('given a Card', () => {
  it('renders its parts with data-slots and an h3 title, or the caller heading with asChild', async () => {
    const { container } = render(
      <Card>
        <CardHeader>
          <CardTitle>Mahere</CardTitle>
          <CardDescription>Monthly</CardDescription>
        </CardHeader>
        <CardContent>10 GB</CardContent>
        <CardFooter>
          <CardTitle asChild>
            <h4>Footer heading</h4>
          </CardTitle>
        </CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Mahere' })).toHaveAttribute(
      'data-slot',
      'card-title',
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Footer heading' })).toHaveAttribute(
      'data-slot',
      'card-title',
    );
    for (const slot of ['card', 'card-header', 'card-description', 'card-content', 'card-footer']) {
      expect(container.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('given a Meter for a remaining allowance', () => {
  it('exposes value, range and localised value text on role meter', async () => {
    const { container } = render(
      <Meter aria-label="Data left" value={2500} min={0} max={10000} valueText="2.5 GB of 10 GB left" />,
    );
    const meter = screen.getByRole('meter', { name: 'Data left' });
    expect(meter).toHaveAttribute('aria-valuenow', '2500');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '10000');
    expect(meter).toHaveAttribute('aria-valuetext', '2.5 GB of 10 GB left');
    const indicator = meter.querySelector('[data-slot="meter-indicator"]') as HTMLElement;
    expect(indicator.style.transform).toBe('translateX(-75%)');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('clamps values outside the range', () => {
    render(<Meter aria-label="Minutes" value={150} max={100} />);
    expect(screen.getByRole('meter', { name: 'Minutes' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('fills with a colour the theme engine keeps at 3:1 on the muted track, in every tone (WCAG 1.4.11)', () => {
    // Kōwhai dark filled with --primary: 1.59:1 on its track. The fill variables must be checked on muted.
    for (const tone of ['default', 'success', 'warning', 'destructive'] as const) {
      const { unmount } = render(<Meter aria-label="Raraunga" value={5} max={10} tone={tone} />);
      const fill = /\[&>\[data-slot=meter-indicator\]\]:bg-([\w-]+)/.exec(
        screen.getByRole('meter').className,
      )?.[1];
      expect(fill, tone).toBe(tone === 'default' ? 'indicator' : tone);
      expect(
        CONTRAST_PAIRS.some((p) => p.fg === fill && p.bg === 'muted' && p.min >= AA_NON_TEXT),
        `${fill} on muted is checked`,
      ).toBe(true);
      unmount();
    }
  });

  it('renders Progress as a progressbar', () => {
    render(<Progress aria-label="Upload" value={40} />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute('aria-valuenow', '40');
  });
});

describe('given a Spinner', () => {
  it('is a status with the localised label when labelled', () => {
    render(<Spinner label="E uta ana…" />);
    expect(screen.getByRole('status')).toHaveTextContent('E uta ana…');
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('given a Skeleton and VisuallyHidden', () => {
  it('hides the skeleton and keeps visually hidden text in the accessible name', () => {
    const { container } = render(
      <>
        <Skeleton className="h-4 w-20" />
        <button type="button">
          <span aria-hidden="true">×</span>
          <VisuallyHidden>Katia</VisuallyHidden>
        </button>
      </>,
    );
    expect(container.querySelector('[data-slot="skeleton"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Katia' })).toBeInTheDocument();
    expect(screen.getByText('Katia')).toHaveClass('sr-only');
  });
});

describe('given the page layout parts and a SkipLink', () => {
  it('builds a page with one h1, named sections and a skip link to main', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <SkipLink>Peke ki te ihirangi</SkipLink>
        <PageContainer asChild>
          <main id="main-content" tabIndex={-1}>
            <PageHeader>
              <PageTitle>Kāinga</PageTitle>
            </PageHeader>
            <Section aria-labelledby="usage-title">
              <SectionTitle id="usage-title">Whakamahinga</SectionTitle>
              <Stack direction="row" gap="sm">
                <span>a</span>
                <span>b</span>
              </Stack>
            </Section>
          </main>
        </PageContainer>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Kāinga' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Whakamahinga' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-slot', 'page-container');
    const skip = screen.getByRole('link', { name: 'Peke ki te ihirangi' });
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.tab();
    expect(skip).toHaveFocus();
    expect(container.querySelector('[data-slot="stack"]')).toHaveClass('flex-row', 'gap-2');
    expect(await axeViolations(container)).toEqual([]);
  });
});
