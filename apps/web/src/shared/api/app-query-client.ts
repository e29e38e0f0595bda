import type { QueryClient } from '@tanstack/react-query';

let current: QueryClient | undefined;

/** main.tsx hands over the app's one query client, for code outside components (checkout) that changes server data. */
export function rememberQueryClient(client: QueryClient) {
  current = client;
}

/** The app's query client, once main.tsx has made it. */
export const appQueryClient = () => current;
