import { useState } from 'react';

/** The last defined value, so a dialog keeps its content while it animates closed. */
export function useLast<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}
