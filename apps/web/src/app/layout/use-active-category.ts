import { useLocation, useSearchParams } from 'react-router';

/** Which menu entry the current page belongs to: 'home', a category key, or nothing. */
export function useActiveMenuEntry(): string | undefined {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (pathname === '/') return 'home';
  if (pathname === '/plans') return params.get('type') ?? undefined;
  return undefined;
}
