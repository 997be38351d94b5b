/**
 * The driver's page is plain TypeScript (no framework: it loads fast on a phone at the kerb). `h`
 * builds an element from its attributes and children. Text is always set as text, never as HTML, so
 * what a customer typed (notes, names) can never become markup.
 */
export type Child = Node | string | number | null | undefined | false;
export type Attributes = Record<string, string | number | boolean | null | undefined>;

interface Props {
  /** Attributes: `true` sets an empty attribute, `false`, null and undefined leave it out. */
  attrs?: Attributes;
  className?: string;
  onClick?: (event: Event) => void;
}

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props | string = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  const { attrs = {}, className, onClick } = typeof props === 'string' ? { className: props } : props;
  if (className) element.className = className;
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined)
      element.setAttribute(name, String(value));
  }
  if (onClick) element.addEventListener('click', onClick);
  append(element, children);
  return element;
}

/** Appends children (nested lists flattened, empty ones skipped). */
export function append(parent: Node, children: (Child | Child[])[]): void {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

const SVG = 'http://www.w3.org/2000/svg';

/** A decorative 24 px line icon (hidden from assistive technology: the text beside it names it). */
export function icon(paths: readonly string[]): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    viewBox: '0 0 24 24',
    width: '24',
    height: '24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
    class: 'icon',
  }))
    svg.setAttribute(name, value);
  for (const d of paths) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.appendChild(path);
  }
  return svg;
}

/** Icon outlines (24 × 24, stroked). */
export const ICONS = {
  navigate: ['M3 11l19-9-9 19-2-8-8-2z'],
  phone: [
    'M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z',
  ],
  sign: ['M3 5h18v12H3z', 'M7 21h10', 'M12 17v4'],
  check: ['M20 6 9 17l-5-5'],
  clock: ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2'],
  refresh: ['M21 12a9 9 0 1 1-3-6.7L21 8', 'M21 3v5h-5'],
} as const;
