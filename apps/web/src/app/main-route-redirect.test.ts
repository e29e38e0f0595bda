import { describe, expect, it } from 'vitest';
import { mainRouteRedirect } from './main-route-redirect.ts';

describe('the main route', () => {
  it("sends a representative's quote to the cart and everyone else to the landing page", () => {
    expect(mainRouteRedirect({ platformType: 'rep-quote' })).toBe('/cart');
    expect(mainRouteRedirect({ platformType: 'member' })).toBeUndefined();
    expect(mainRouteRedirect({})).toBeUndefined();
  });
});
