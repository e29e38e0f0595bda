/**
 * The page's first script. A page the server drew is painted before any of the store's code runs, then made live:
 * on a slow phone the visitor reads the page while its code loads and starts. A page the browser draws alone starts
 * its code at once.
 */
const start = () => import('./main.tsx');
if (document.getElementById('root')?.hasChildNodes()) requestAnimationFrame(() => setTimeout(start));
else void start();
