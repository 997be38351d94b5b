// The layout checks of layout.e2e.test.ts, run inside the page in one `page.evaluate`: the function is
// sent to the browser as its source text, so it uses nothing from outside its own body.

/**
 * The layout defects of the page as it is laid out now, one readable line each with a CSS path and
 * the text concerned:
 * - the page scrolls sideways, or an element (a fixed one too) reaches past the viewport;
 * - text is clipped by an ancestor with `overflow: hidden | clip`, or hidden in a sideways scroll area
 *   that is not marked `data-scroll-x` (a deliberate, visible scroller);
 * - text runs out of its own box, a box with text sticks out of its parent box, or a flex row is too
 *   narrow for its items; a side panel (`aside`) is stretched far below its content;
 * - text is truncated by `text-overflow: ellipsis` or a line clamp, unless marked `data-truncate-ok`;
 * - a word is broken inside across two lines (a break after a real hyphen, a soft hyphen or a
 *   zero-width space is fine; an e-mail address or URL may break only when it cannot fit on one
 *   line), or a number is split from its unit ("2 u" / "11 min").
 * With a modal dialog open, only the dialog is checked (the page behind it is inert).
 *
 * @example
 * const lines = await page.evaluate(layoutDefects); // [] when the layout is sound
 */
export async function layoutDefects(): Promise<string[]> {
  // The web fonts are in, and two frames have passed: what reacts to a new width (media queries,
  // resize observers) has rendered.
  await document.fonts.ready;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const defects: string[] = [];
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  const TOLERANCE_PX = 1;

  const excerpt = (text: string | null | undefined): string => {
    const flat = (text ?? '').replace(/\s+/g, ' ').trim();
    return flat.length > 48 ? `${flat.slice(0, 45)}…` : flat;
  };

  /** A CSS path a developer can paste into the inspector: up to six steps, or from the nearest id. */
  const cssPath = (element: Element): string => {
    const steps: string[] = [];
    let node: Element | null = element;
    while (node && node !== document.body && steps.length < 6) {
      const tag = node.tagName.toLowerCase();
      if (node.id && /^[A-Za-z][\w-]*$/.test(node.id)) {
        steps.unshift(`${tag}#${node.id}`);
        break;
      }
      const classes = [...node.classList].filter((c) => /^[A-Za-z][\w-]*$/.test(c)).slice(0, 3);
      let step = classes.length > 0 ? `${tag}.${classes.join('.')}` : tag;
      const parent: Element | null = node.parentElement;
      if (parent) {
        const current = node;
        const same = [...parent.children].filter((child) => child.tagName === current.tagName);
        if (same.length > 1) step += `:nth-of-type(${same.indexOf(current) + 1})`;
      }
      steps.unshift(step);
      node = parent;
    }
    return steps.join(' > ');
  };

  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element): CSSStyleDeclaration => {
    let style = styles.get(element);
    if (!style) {
      style = getComputedStyle(element);
      styles.set(element, style);
    }
    return style;
  };

  const NOT_LAID_OUT = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'SELECT', 'TEXTAREA']);
  const skips = new Map<Element, boolean>();
  /** Not seen: not rendered, invisible, inside SVG or a form control, or visually hidden (sr-only). */
  const skipped = (element: Element): boolean => {
    const known = skips.get(element);
    if (known !== undefined) return known;
    let result: boolean;
    if (NOT_LAID_OUT.has(element.tagName) || element instanceof SVGElement) result = true;
    else if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) result = true;
    else {
      const style = styleOf(element);
      const box = element.getBoundingClientRect();
      const visuallyHidden =
        style.clipPath === 'inset(50%)' ||
        (style.clip !== 'auto' && style.clip !== '') ||
        (style.overflow !== 'visible' && box.width <= 1 && box.height <= 1);
      result = visuallyHidden || (element.parentElement ? skipped(element.parentElement) : false);
    }
    skips.set(element, result);
    return result;
  };

  const isInline = (element: Element) => /^(inline|contents)$/.test(styleOf(element).display);
  /** The nearest ancestor (or the element itself) that makes a box of its own. */
  const boxOf = (element: Element): Element => {
    let node: Element = element;
    while (isInline(node) && node.parentElement) node = node.parentElement;
    return node;
  };
  /** The ancestors that clip or scroll sideways, nearest first. */
  const clippers = new Map<Element, Element[]>();
  const clippersOf = (element: Element): Element[] => {
    const known = clippers.get(element);
    if (known) return known;
    const parent = element.parentElement;
    const above = parent && element !== document.body ? clippersOf(parent) : [];
    const result = styleOf(element).overflowX !== 'visible' ? [element, ...above] : above;
    clippers.set(element, result);
    return result;
  };
  /** The padding box of an element in viewport coordinates: what its overflow clips to. */
  const paddingBox = (element: Element) => {
    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft;
    const top = box.top + element.clientTop;
    return { left, right: left + element.clientWidth, top, bottom: top + element.clientHeight };
  };

  // 1. Sideways scrolling, and what reaches past the viewport (fixed elements add no scroll width).
  if (root.scrollWidth > viewportWidth) {
    defects.push(`the page is ${root.scrollWidth} px wide in a ${viewportWidth} px viewport`);
  }
  // With a modal dialog open the page behind it is inert and dimmed: the dialog is what is checked.
  const scope = document.querySelector('dialog:modal') ?? document.body;
  const elements = [...scope.querySelectorAll('*')].filter((element) => !skipped(element));
  const outside = new Set<Element>();
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right <= viewportWidth + TOLERANCE_PX && box.left >= -TOLERANCE_PX) continue;
    // Inside a clipping or scrolling ancestor it is that ancestor's business (checked below for text).
    if (
      element.parentElement &&
      clippersOf(element.parentElement).some((c) => c !== root && c !== document.body)
    )
      continue;
    outside.add(element);
  }
  for (const element of outside) {
    if (element.parentElement && outside.has(element.parentElement)) continue;
    const box = element.getBoundingClientRect();
    defects.push(
      `reaches past the ${viewportWidth} px viewport (${Math.round(box.left)}..${Math.round(box.right)}): ${cssPath(element)} "${excerpt(element.textContent)}"`,
    );
  }

  // A side panel stretched to the height of the column beside it: an empty coloured block.
  const EMPTY_PANEL_PX = 96;
  for (const aside of elements.filter((element) => element.tagName === 'ASIDE')) {
    const style = styleOf(aside);
    const children = [...aside.children].filter((child) => !skipped(child));
    const last = children.at(-1);
    if (!last) continue;
    const empty =
      aside.getBoundingClientRect().bottom -
      Number.parseFloat(style.paddingBottom) -
      last.getBoundingClientRect().bottom;
    if (empty > EMPTY_PANEL_PX) {
      defects.push(
        `a side panel with ${Math.round(empty)} px of empty space below its content: ${cssPath(aside)}`,
      );
    }
  }

  // 2. Boxes with text that stick out of their parent box; truncation by ellipsis or a line clamp.
  const ownText = (element: Element) =>
    [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
  for (const element of elements) {
    const style = styleOf(element);
    if (element.closest('[data-truncate-ok]') === null) {
      if (
        style.textOverflow === 'ellipsis' &&
        style.overflowX !== 'visible' &&
        element.scrollWidth > element.clientWidth + TOLERANCE_PX
      ) {
        defects.push(
          `text truncated with an ellipsis: ${cssPath(element)} "${excerpt(element.textContent)}"`,
        );
      }
      if (
        style.webkitLineClamp !== 'none' &&
        style.webkitLineClamp !== '' &&
        element.scrollHeight > element.clientHeight + TOLERANCE_PX
      ) {
        defects.push(`text cut by a line clamp: ${cssPath(element)} "${excerpt(element.textContent)}"`);
      }
    }
    // A flex row that cannot hold its items (they do not wrap and cannot shrink further).
    if (/flex/.test(style.display) && style.flexDirection === 'row' && style.flexWrap === 'nowrap') {
      if (style.overflowX === 'visible' && element.scrollWidth > element.clientWidth + TOLERANCE_PX) {
        const content = paddingBox(element);
        const right = content.right - Number.parseFloat(style.paddingRight);
        const left = content.left + Number.parseFloat(style.paddingLeft);
        const over = [...element.children].find((child) => {
          const childStyle = styleOf(child);
          if (skipped(child) || /absolute|fixed/.test(childStyle.position)) return false;
          // A negative margin pulls a box into the padding on purpose (an icon button's hit area).
          const box = child.getBoundingClientRect();
          const end = box.right + Math.min(0, Number.parseFloat(childStyle.marginRight));
          const start = box.left - Math.min(0, Number.parseFloat(childStyle.marginLeft));
          return box.width > 0 && (end > right + TOLERANCE_PX || start < left - TOLERANCE_PX);
        });
        if (over) {
          defects.push(
            `a row too narrow for its items, ${cssPath(over)} "${excerpt(over.textContent)}" runs past the end of ${cssPath(element)}`,
          );
        }
      }
    }
    if (isInline(element) || !ownText(element) || !element.parentElement) continue;
    if (style.position === 'fixed') continue;
    const parent = boxOf(element.parentElement);
    if (parent === root || parent === document.body) continue;
    const box = element.getBoundingClientRect();
    const outer = parent.getBoundingClientRect();
    if (box.right > outer.right + TOLERANCE_PX || box.left < outer.left - TOLERANCE_PX) {
      defects.push(
        `a box with text sticks out of its parent by ${Math.round(Math.max(box.right - outer.right, outer.left - box.left))} px: ${cssPath(element)} "${excerpt(element.textContent)}" in ${cssPath(parent)}`,
      );
    }
  }

  // 3. Per text node: text outside its own box, clipped text, broken words, numbers split from units.
  const BREAKS_AFTER = /[-\u2010\u2013\u2014\u00AD\u200B]/;
  const ADDRESS = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$|^(?:https?:\/\/|www\.)/;
  // A figure with its unit: an amount, a distance, a duration (a clock time before "uur" is prose).
  const NUMBER = /^[€$]?\d[\d.,]*$/;
  const UNIT = /^(?:km|m|min|h|u|uur|uren|hours?|minutes?|minuten|kg|%)[.,;:)]?$/i;
  const MEASURE = /^\d[\d.,]*(?:km|min|h|u)[.,;:)]?$/i;
  const CURRENCY = /^[€$]$/;
  const splitsMeasure = (before: string, after: string) =>
    (NUMBER.test(before) && UNIT.test(after)) ||
    (CURRENCY.test(before) && NUMBER.test(after)) ||
    ((MEASURE.test(before) || UNIT.test(before)) && (NUMBER.test(after) || MEASURE.test(after)));
  const reported = new Set<string>();
  const report = (line: string) => {
    if (reported.has(line)) return;
    reported.add(line);
    defects.push(line);
  };
  const range = document.createRange();
  const rectsOf = (node: Text, start: number, end: number): DOMRect[] => {
    range.setStart(node, start);
    range.setEnd(node, end);
    return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  };
  /** How many lines the rectangles lie on (a new line starts below half the previous one's height). */
  const lineTops = (rects: DOMRect[]): number[] => {
    const tops: number[] = [];
    for (const rect of [...rects].sort((a, b) => a.top - b.top)) {
      const last = tops.at(-1);
      if (last === undefined || rect.top > last + rect.height / 2) tops.push(rect.top);
    }
    return tops;
  };
  // The last word of the text node before, when this one follows it directly (React writes `{n} km`
  // as two text nodes).
  let previous: { word: string; top: number; node: Text } | null = null;
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data;
    if (text.trim() === '' || !node.parentElement || skipped(node.parentElement)) continue;
    const owner = node.parentElement;
    // Text on one line is measured whole (without its outer spaces); text on several lines word by
    // word, since the space at the end of each line hangs past the box and is no defect.
    const lead = text.search(/[^ \t\n\r\f]/);
    const trail = text.length - (/[ \t\n\r\f]*$/.exec(text)?.[0].length ?? 0);
    const nodeRects = rectsOf(node, lead, trail);
    const nodeTops = lineTops(nodeRects);
    if (nodeTops.length === 0) continue;
    const oneLine = nodeTops.length === 1;
    const words = [...text.matchAll(/[^ \t\n\r\f]+/g)].map((match) => {
      const start = match.index ?? 0;
      const rects = oneLine ? nodeRects : rectsOf(node, start, start + match[0].length);
      return { word: match[0], start, rects, tops: oneLine ? nodeTops : lineTops(rects) };
    });
    const wholeRects = oneLine ? nodeRects : words.flatMap((w) => w.rects);

    // Outside its own box, or cut by a clipping ancestor, or hidden in an unmarked sideways scroller.
    const block = boxOf(owner);
    const blockBox = block.getBoundingClientRect();
    for (const rect of styleOf(block).overflowX === 'visible' ? wholeRects : []) {
      if (rect.right > blockBox.right + TOLERANCE_PX || rect.left < blockBox.left - TOLERANCE_PX) {
        report(`text runs out of its box: ${cssPath(block)} "${excerpt(text)}"`);
        break;
      }
    }
    // Past the nearest scroller on an axis the text is reachable by scrolling: what clips further out
    // clips that scroller's box, not this text. An ellipsis is reported (or allowed) above.
    let scrollsX = false;
    let scrollsY = false;
    for (const clipper of clippersOf(owner)) {
      if (clipper === root || clipper === document.body) break;
      const style = styleOf(clipper);
      if (style.textOverflow === 'ellipsis') break;
      const clip = paddingBox(clipper);
      const cutX =
        !scrollsX &&
        wholeRects.some((r) => r.right > clip.right + TOLERANCE_PX || r.left < clip.left - TOLERANCE_PX);
      const cutY =
        !scrollsY &&
        /hidden|clip/.test(style.overflowY) &&
        wholeRects.some((r) => r.bottom > clip.bottom + TOLERANCE_PX || r.top < clip.top - TOLERANCE_PX);
      if (/hidden|clip/.test(style.overflowX) && (cutX || cutY)) {
        report(`clipped text: "${excerpt(text)}" at ${cssPath(owner)}, cut by ${cssPath(clipper)}`);
        break;
      }
      if (/auto|scroll/.test(style.overflowX) && cutX && clipper.closest('[data-scroll-x]') === null) {
        report(
          `text hidden in a sideways scroll area: "${excerpt(text)}" at ${cssPath(owner)}, in ${cssPath(clipper)} (mark a deliberate scroller data-scroll-x)`,
        );
        break;
      }
      scrollsX ||= /auto|scroll/.test(style.overflowX);
      scrollsY ||= /auto|scroll/.test(style.overflowY);
      if (scrollsX && scrollsY) break;
    }

    // Words broken inside, and numbers split from their units.
    const availableWidth = (() => {
      const style = styleOf(block);
      return block.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    })();
    if (previous?.node !== node.previousSibling) previous = null;
    // In running text a line may fall between a number and its unit; in a value, a label or a
    // summary line it may not.
    const prose = (block.textContent ?? '').length > 80;
    for (const { word, start, rects, tops } of words) {
      const top = tops[0];
      if (top === undefined) continue;
      if (previous && top > previous.top + 2 && !prose && splitsMeasure(previous.word, word)) {
        report(`a number split from its unit, "${previous.word}" / "${word}": ${cssPath(owner)}`);
      }
      previous = { word, top: tops.at(-1) ?? top, node };
      if (tops.length < 2 || word.length < 2) continue;
      // Where the word breaks: the first character on a lower line than the first.
      let breakAt = 1;
      for (; breakAt < word.length; breakAt++) {
        const charTops = lineTops(rectsOf(node, start + breakAt, start + breakAt + 1));
        if (charTops[0] !== undefined && charTops[0] > top + 1) break;
      }
      const head = word.slice(0, breakAt);
      const tail = word.slice(breakAt);
      const bare = word.replace(/^[("'‘“]+|[)"'’”.,;:!?]+$/g, '');
      if (ADDRESS.test(bare)) {
        const wordWidth = rects.reduce((sum, r) => sum + r.width, 0);
        if (wordWidth <= availableWidth + TOLERANCE_PX) {
          report(`an address broken though it fits on one line, "${head}" / "${tail}": ${cssPath(owner)}`);
        }
        continue;
      }
      const atHyphen = BREAKS_AFTER.test(head.at(-1) ?? '') || tail.startsWith('\u200B');
      if (atHyphen) continue;
      report(`a word broken inside, "${head}" / "${tail}": ${cssPath(owner)}`);
    }
  }
  range.detach();
  return defects;
}
