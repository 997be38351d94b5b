// Brand marks from Simple Icons (https://simpleicons.org, CC0-1.0). Import each icon as a named
// export: the package is `sideEffects: false`, so the bundler keeps only the icons named here.
import { type SimpleIcon, siGoogle, siTripadvisor, siTrustpilot } from 'simple-icons';

/** The review sites of the contact page, in display order. */
export const REVIEW_SITE_ICONS: readonly SimpleIcon[] = [siGoogle, siTripadvisor, siTrustpilot];

/**
 * One brand mark as an inline SVG image named by the brand, in the brand's colour. The caller
 * supplies a surface where that colour has at least 3:1 contrast (WCAG 1.4.11): Tripadvisor
 * (#34E0A1, 1.7:1) and Trustpilot (#00B67A, 2.6:1) fail on white, all three pass on navy-900.
 * Width and height are fixed attributes, so the mark takes its space before CSS loads.
 */
export function BrandLogo({ icon, size = 20 }: { icon: SimpleIcon; size?: number }) {
  return (
    <svg
      role="img"
      aria-label={icon.title}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={`#${icon.hex}`}
      className="shrink-0"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path d={icon.path} />
    </svg>
  );
}
