/**
 * The page's first script. A page the server drew is painted before any of the store's code runs, then made live:
 * on a slow phone the visitor reads the page while its code loads and starts. A page the browser draws alone starts
 * its code at once.
 */
const start = () => void import('./main.tsx');

/**
 * Calls `then` once the page's first paint is on the screen. A frame's paint reaches the screen after the frame (the
 * browser records its time when it is presented), so a timer after the next animation frame can still come before it.
 */
function afterFirstPaint(then: () => void) {
  if (document.visibilityState === 'hidden') return then();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(then));
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    setTimeout(then);
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(start);
else start();
