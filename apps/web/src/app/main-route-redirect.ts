/** Spec part 1, §2: the main container sends a representative's quote (platformType 'rep-quote') to the cart. */
export function mainRouteRedirect(state: { platformType?: string }): string | undefined {
  return state.platformType === 'rep-quote' ? '/cart' : undefined;
}
