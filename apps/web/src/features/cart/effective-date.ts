/** The stored choice while the cart still offers it; a choice the cart no longer offers counts as none. */
export function offeredChoice(stored: string | undefined, offered: readonly string[] | undefined) {
  return stored !== undefined && offered?.includes(stored) ? stored : undefined;
}
