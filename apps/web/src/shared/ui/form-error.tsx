import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A failure that belongs to no single field (a server refusal, say), announced when it appears. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <Text c="var(--mantine-color-error)" role="alert">
      {children}
    </Text>
  );
}
