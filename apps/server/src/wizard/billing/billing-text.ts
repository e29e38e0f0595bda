/** Card networks and banks show at most 22 characters of a statement descriptor. */
const DESCRIPTOR_LENGTH = 22;

const clean = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9 .-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The descriptor a carrier's premiums carry on this site: SITE*CARRIER, cut to 22 characters. */
export function statementDescriptor(siteDescriptor: string, carrier: string) {
  const site = clean(siteDescriptor);
  const room = DESCRIPTOR_LENGTH - site.length - 1;
  const descriptor = room >= 4 ? `${site}*${clean(carrier).slice(0, room)}` : site;
  return descriptor.slice(0, DESCRIPTOR_LENGTH).trim();
}

export function billingText(descriptors: { carrier: string; descriptor: string }[]) {
  const named = descriptors.map((entry) => `"${entry.descriptor}"`);
  if (named.length <= 1) return `Your premiums will appear on your bank or card statement as ${named[0] ?? '""'}.`;
  return `Your premiums will appear on your bank or card statement as ${named.slice(0, -1).join(', ')} and ${named.at(-1)}, one for each carrier.`;
}
