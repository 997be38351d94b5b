import type { IconName } from '@spt/i18n-content';
import { LAYOUT_ICON_PATHS, StrokeIcon, type StrokeIconProps } from './icon';

/** Every icon the pages draw: the content's (tours, services, features) and the layout's. */
export type UiIconName =
  | IconName
  | 'chevron-down'
  | 'menu'
  | 'close'
  | 'globe'
  | 'arrow-right'
  | 'luggage'
  | 'sparkle'
  | 'search'
  | 'quote';

const PATHS: Record<UiIconName, string> = {
  ...LAYOUT_ICON_PATHS,
  boat: 'M3 17c1.5 1.3 3 1.3 4.5 0s3-1.3 4.5 0 3 1.3 4.5 0 3-1.3 4.5 0M4 14l1.5-4h13L20 14M8 10V6h6l2 4M11 6V3',
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5.5h4V20',
  leaf: 'M5 19c0-8 5-13 15-14-1 10-6 15-14 15M5 19l7-7',
  utensils: 'M6 3v8a2 2 0 0 0 2 2v8M10 3v8a2 2 0 0 1-2 2M8 3v6M17 21V3c-2 1.5-3 4-3 7v3h3',
  church: 'M12 2v4M10 4h4M12 6l5 4v11H7V10l5-4ZM3 21h18M10 21v-4a2 2 0 0 1 4 0v4',
  chocolate: 'M5 4h14v16H5zM5 9.3h14M5 14.6h14M9.7 4v16M14.3 4v16',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2ZM10 20a2 2 0 0 0 4 0M12 3v2',
  palette:
    'M12 3a9 9 0 1 0 0 18c1.2 0 2-.8 2-2 0-.6-.2-1-.5-1.4-.3-.4-.5-.8-.5-1.3 0-1.1.9-1.8 2-1.8H17a4 4 0 0 0 4-4c0-4.1-4-7.5-9-7.5ZM7.5 11.5h.01M10 7.5h.01M15 7.5h.01',
  tulip:
    'M12 13v8M12 13c-3 0-5-2-5-5V4l2.5 2L12 3l2.5 3L17 4v4c0 3-2 5-5 5ZM12 21c0-3-2-5-5-5M12 19c0-2 2-3.5 4-3.5',
  flower:
    'M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM12 9.5C12 6 10 4 12 3c2 1 0 3 0 6.5ZM14.5 12c3.5 0 5.5-2 6.5 0-1 2-3 0-6.5 0ZM12 14.5c0 3.5 2 5.5 0 6.5-2-1 0-3 0-6.5ZM9.5 12C6 12 4 14 3 12c1-2 3 0 6.5 0Z',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 10.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  lighthouse: 'M9 21l1.5-13h3L15 21M8.5 8h7M10 5h4v3h-4zM12 2v3M5 21h14M4 6l3 1M20 6l-3 1',
  path: 'M6 21c0-4 3-5 6-6s6-3 6-7M6 3v2M18 19v2M9 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  fish: 'M3 12c3-4 7-6 11-5 3 .7 5 3 7 5-2 2-4 4.3-7 5-4 1-8-1-11-5ZM3 12c-1-1-1-3 0-4M3 12c-1 1-1 3 0 4M16 11h.01',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21v-1a6 6 0 0 1 12 0v1M16 3.2a4 4 0 0 1 0 7.6M18 14.5a6 6 0 0 1 4 5.5v1',
  windmill: 'M10 21l1-9h2l1 9M12 12l-6-6M12 12l6-6M12 12l-6 6M12 12l6 6M8 21h8',
  cheese: 'M3 17V12l15-6 3 6v5H3ZM3 12h18M8 15h.01M14 14.5a1 1 0 1 0 2 0 1 1 0 0 0-2 0',
  shoe: 'M3 16c0-3 1-6 3-7l3 1 3-2c3 2 6 3 9 4v4H3ZM3 16v2h18v-2',
  building: 'M4 21V5l8-2v18M12 8h8v13M8 8h.01M8 12h.01M8 16h.01M16 12h.01M16 16h.01M2 21h20',
  landmark: 'M3 21h18M4 18h16M6 18v-8M10 18v-8M14 18v-8M18 18v-8M3 10h18L12 3 3 10Z',
  coffee: 'M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9ZM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 2v3M12 2v3',
  gem: 'M6 3h12l4 6-10 12L2 9l4-6ZM2 9h20M12 21 8 9l4-6 4 6-4 12',
  train:
    'M6 3h12a2 2 0 0 1 2 2v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V5a2 2 0 0 1 2-2ZM4 11h16M8 15h.01M16 15h.01M8 18l-2 3M16 18l2 3',
  euro: 'M17.5 6.5A7 7 0 1 0 17.5 17.5M4 10h10M4 14h10',
  car: 'M3 16v-3.5L5 8h14l2 4.5V16M3 16h18M3 16v2h3v-2M18 16v2h3v-2M5 12h14M7 14h.01M17 14h.01',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6l8-3ZM8.5 12l2.5 2.5 4.5-5',
  plane:
    'M10.5 13.5 3 11l1.5-1.5 8 .5 4-4.5c1-1 2.5-1.5 3.5-.5s.5 2.5-.5 3.5l-4.5 4 .5 8L14 22l-2.5-7.5-3 3V20L7 21.5 5.5 18.5 2.5 17 4 15.5h2.5l4-2',
  briefcase: 'M3 8h18v12H3zM8 8V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3M3 13h18',
  award: 'M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12ZM8.5 14 7 21l5-3 5 3-1.5-7',
  heart: 'M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20Z',
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
  luggage:
    'M7 7h10a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1ZM9.5 7V4h5v3M10 11v6M14 11v6M8 20v1M16 20v1',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3ZM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8L19 16Z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM20 20l-4-4',
  quote: 'M4 18v-5c0-4 2-6.5 6-7.5M14 18v-5c0-4 2-6.5 6-7.5M4 13h5v5H4zM14 13h5v5h-5z',
};

/** An icon of the site's content, in the layout icons' style; its paths load with the pages. */
export function ContentIcon({ name, ...props }: StrokeIconProps & { name: UiIconName }) {
  return <StrokeIcon path={PATHS[name]} {...props} />;
}
