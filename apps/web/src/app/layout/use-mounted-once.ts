import { useState } from 'react';

/** True from the first time `opened` is true: lazy panels load on first use and stay mounted to animate closing. */
export function useMountedOnce(opened: boolean) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  return mounted || opened;
}
