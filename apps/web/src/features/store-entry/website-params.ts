/** The group landing page and, from the partner membership site, its reference of the visitor; null without a group. */
export function websiteEntry(params: URLSearchParams): { group: string; id?: string } | null {
  const group = params.get('group')?.trim();
  if (!group) return null;
  const id = params.get('id')?.trim();
  return id ? { group, id } : { group };
}
