import { MAX_SCREENSHOT_CHARS, saveScreenshot } from '@openenroll/contract/cart';
import { callApi } from '../api/call-api.ts';
import { siteFontCss } from './font-css.ts';
import { snapshot } from './snapshot.ts';

export { SCREENSHOT_PRIVATE } from './snapshot.ts';

/**
 * Keeps a picture of what the visitor saw (the cart at checkout, each wizard step as saved). Best effort and silent
 * on failure (part 2, §7). The page is copied now, while it still shows what was saved; the copy is drawn and sent
 * once the browser is idle, so the visitor never waits for it.
 */
export function saveScreenshotOf(enrollmentId: string, name: string, node: HTMLElement) {
  try {
    const { width, height } = node.getBoundingClientRect();
    const copy = snapshot(node);
    whenIdle(() => void send(enrollmentId, name, copy, width, height));
  } catch {
    // A page that cannot be copied costs the visitor nothing.
  }
}

async function send(enrollmentId: string, name: string, copy: Element, width: number, height: number) {
  try {
    // Loaded only here: the library stays out of every page's first load.
    const { toPng } = await import('html-to-image');
    const image = await toPng(copy as HTMLElement, {
      width,
      height,
      pixelRatio: 1,
      backgroundColor: '#ffffff',
      fontEmbedCSS: await siteFontCss(),
      // The copy carries its own look (snapshot.ts); the library would read a detached copy's style as empty.
      includeStyleProperties: [],
    });
    if (image.length > MAX_SCREENSHOT_CHARS) return;
    await callApi(saveScreenshot, { enrollment_id: enrollmentId, name, image });
  } catch {
    // A picture that cannot be drawn (an image that will not load, a browser without the canvas) is not kept.
  }
}

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}
