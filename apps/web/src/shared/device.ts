type NavigatorLike = { userAgent: string; platform?: string; maxTouchPoints?: number };

/** iPhone, iPad (which reports itself as a Mac with a touch screen), iPod or Mac. */
export function isAppleDevice(nav: NavigatorLike | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  return (
    /iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(nav.userAgent) || /^(Mac|iPhone|iPad|iPod)/.test(nav.platform ?? '')
  );
}
