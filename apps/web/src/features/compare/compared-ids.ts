import { comparedIds } from '@openenroll/contract/compare';

/** The plans a comparison's address names, as the server reads them; none when the address is not one. */
export function comparedIdsOf(search: URLSearchParams): number[] {
  const parsed = comparedIds.safeParse(search.get('plans') ?? '');
  return parsed.success ? parsed.data : [];
}
