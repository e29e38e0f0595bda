const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and quoted attributes: names and messages people type end up in e-mails. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
