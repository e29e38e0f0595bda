/** Lets the browser paint and take input before going on: what follows is a task of its own. */
export function nextTurn(): Promise<void> {
  const scheduler: { yield?: () => Promise<void> } | undefined = Reflect.get(globalThis, 'scheduler');
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}
