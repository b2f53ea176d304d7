import { cn } from '@telco-portal/ui';
import { type ComponentProps, useMemo } from 'react';
import { encode } from 'uqr';

/**
 * The dark modules of a QR code as one SVG path: each run of dark modules in a row is one rectangle
 * (`M{x} {y}h{n}v1h-{n}z`), in module units (the SVG's viewBox is the matrix size, quiet zone included).
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let d = '';
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      d += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return d;
}

/** Quiet zone around the code, modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

type QrCodeProps = Omit<ComponentProps<'svg'>, 'children' | 'role' | 'viewBox'> & {
  /** The text the code holds (here an eSIM's LPA string). */
  value: string;
  /** What the code is, for screen readers (localised). */
  label: string;
};

/**
 * A QR code drawn locally as SVG — no network, so it shows offline and prints sharp at any size. Encoded by
 * `uqr` (unjs) with error correction M (15 %), quiet zone included; dark modules in black on white whatever the
 * brand's theme, as scanners need (not theme tokens on purpose). `role="img"` with `label` as its name; the
 * page shows the same code as text beside it (WCAG 1.1.1).
 */
export function QrCode({ value, label, className, ...props }: QrCodeProps) {
  const { size, d } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: QUIET_ZONE });
    return { size: qr.size, d: qrPath(qr.data) };
  }, [value]);
  return (
    <svg
      data-slot="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('block h-auto', className)}
      {...props}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
