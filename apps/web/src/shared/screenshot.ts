import { MAX_SCREENSHOT_CHARS, saveScreenshot } from '@openenroll/contract/cart';
import { callApi } from './api/call-api.ts';

/** A picture that takes longer than this is not worth holding the visitor back for. */
const SCREENSHOT_TIMEOUT_MS = 5000;

/** Marks what a picture leaves out: a field whose value is never kept whole (an SSN). */
export const SCREENSHOT_PRIVATE = { 'data-screenshot': 'private' } as const;

/**
 * Keeps a picture of what the visitor saw (the cart at checkout, each wizard step as saved). Best effort and silent
 * on failure (part 2, §7): the picture is drawn now, while the page still shows it, then sent without waiting.
 */
export async function saveScreenshotOf(enrollmentId: string, name: string, node: HTMLElement) {
  try {
    const image = await withTimeout(drawPng(node), SCREENSHOT_TIMEOUT_MS);
    if (!image || image.length > MAX_SCREENSHOT_CHARS) return;
    void callApi(saveScreenshot, { enrollment_id: enrollmentId, name, image }).catch(() => undefined);
  } catch {
    // A page that cannot be drawn (an image that will not load, a browser without the canvas) costs nothing.
  }
}

async function drawPng(node: HTMLElement) {
  // Loaded only here: the library stays out of every page's first load.
  const { toPng } = await import('html-to-image');
  return toPng(node, {
    pixelRatio: 1,
    backgroundColor: '#ffffff',
    filter: (child) => !(child instanceof HTMLElement && child.dataset.screenshot === 'private'),
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
