/** The store's public page addresses, shared by the pages that link to them and the sitemap that lists them. */

/** Lower-case words joined by dashes, for readable plan addresses. */
export function slugify(text: string) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The plan detail route: /plan/{planId}/{planName}. */
export const planPath = (planId: number, planName: string) => `/plan/${planId}/${slugify(planName) || 'plan'}`;

/** The plan listing of one category: /plans?type={key}. */
export const categoryPath = (key: string) => `/plans?${new URLSearchParams({ type: key })}`;
