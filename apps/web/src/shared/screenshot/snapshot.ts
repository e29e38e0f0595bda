/**
 * What a picture of a form needs of each element's computed style. Every element keeps its size, so layout follows;
 * the rest is what can be seen. Copying all of them (with the theme's hundreds of CSS variables, as the drawing
 * library does by default) made one step's picture take seconds.
 */
const drawnProperties = `
  display position top right bottom left z-index box-sizing width height margin-top margin-right margin-bottom
  margin-left padding-top padding-right padding-bottom padding-left overflow-x overflow-y flex-direction
  flex-wrap flex-grow flex-shrink flex-basis justify-content align-items align-self align-content row-gap
  column-gap grid-template-columns grid-template-rows grid-column-start grid-column-end grid-row-start
  grid-row-end vertical-align color background-color background-image background-size background-position
  background-repeat border-top-width border-right-width border-bottom-width border-left-width border-top-style
  border-right-style border-bottom-style border-left-style border-top-color border-right-color
  border-bottom-color border-left-color border-top-left-radius border-top-right-radius
  border-bottom-right-radius border-bottom-left-radius box-shadow opacity visibility transform transform-origin
  fill stroke stroke-width font-family font-size font-weight font-style line-height letter-spacing text-align
  text-transform text-decoration-line text-decoration-color white-space word-break overflow-wrap text-overflow
  list-style-type list-style-position object-fit appearance accent-color border-collapse border-spacing
  table-layout
`
  .trim()
  .split(/\s+/);

/** Marks what a picture leaves out: a field whose value is never kept whole (an SSN). */
export const SCREENSHOT_PRIVATE = { 'data-screenshot': 'private' } as const;

const isPrivate = (node: Element) => node instanceof HTMLElement && node.dataset.screenshot === 'private';

/**
 * A detached copy of what `node` shows now, each element's look written into it: the page may change at once (the
 * next step opens) while the copy is drawn later. Typed values and choices are kept, private fields left out, and a
 * canvas (a drawn signature) becomes its picture.
 */
export function snapshot(node: Element): Element {
  if (node instanceof HTMLCanvasElement) return canvasPicture(node);
  const copy = node.cloneNode(false) as Element;
  // The copy never joins the page, but nothing in it may claim another element's id.
  copy.removeAttribute('id');
  if (copy instanceof HTMLElement || copy instanceof SVGElement) {
    const computed = getComputedStyle(node);
    // One declaration block parsed once, not ninety properties set one by one.
    copy.setAttribute('style', drawnProperties.map((name) => `${name}:${computed.getPropertyValue(name)}`).join(';'));
  }
  keepValue(node, copy);
  for (const child of node.childNodes) {
    if (child instanceof Element) {
      if (!isPrivate(child)) copy.append(snapshot(child));
    } else if (child.nodeType === Node.TEXT_NODE) {
      copy.append(child.cloneNode());
    }
  }
  return copy;
}

/** What the person typed or chose lives in properties, which a copy does not carry: written as attributes. */
function keepValue(node: Element, copy: Element) {
  if (node instanceof HTMLInputElement) {
    copy.setAttribute('value', node.value);
    copy.toggleAttribute('checked', node.checked);
  } else if (node instanceof HTMLTextAreaElement) {
    copy.textContent = node.value;
  } else if (node instanceof HTMLOptionElement) {
    copy.toggleAttribute('selected', node.selected);
  }
}

function canvasPicture(canvas: HTMLCanvasElement) {
  const image = document.createElement('img');
  const { width, height } = canvas.getBoundingClientRect();
  image.style.width = `${width}px`;
  image.style.height = `${height}px`;
  try {
    image.src = canvas.toDataURL();
  } catch {
    // A canvas the page may not read (another origin's picture drawn on it) stays blank.
  }
  return image;
}
