/**
 * The icons of the layout every page shows (navbar, footer, dialogs, stars): kept small because it
 * is in every page's first load. Pages draw the content icons with `ContentIcon` (content-icon.tsx),
 * a chunk of its own.
 */
export type LayoutIconName =
  | 'calendar'
  | 'check'
  | 'chevron-down'
  | 'clock'
  | 'close'
  | 'globe'
  | 'mail'
  | 'map-pin'
  | 'menu'
  | 'phone'
  | 'star';

/** Stroke paths on a 24-unit grid. */
export const LAYOUT_ICON_PATHS: Record<LayoutIconName, string> = {
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 7v5l3 2',
  'map-pin':
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21ZM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z',
  check: 'M4.5 12.5l5 5L19.5 7',
  phone:
    'M5 3h3.5l2 5-2.5 1.5a11 11 0 0 0 5.5 5.5L15 12.5l5 2V18a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  'chevron-down': 'M6 9l6 6 6-6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z',
};

export interface StrokeIconProps {
  className?: string;
  /** Accessible name; without one the icon is decorative. */
  label?: string;
}

/** A stroke icon on a 24-unit grid, drawn in the current text colour. */
export function StrokeIcon({ path, className = 'size-5', label }: StrokeIconProps & { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

export function Icon({ name, ...props }: StrokeIconProps & { name: LayoutIconName }) {
  return <StrokeIcon path={LAYOUT_ICON_PATHS[name]} {...props} />;
}
