import type { Locale } from '@openenroll/contract/locale';
import { billingMessages } from '@openenroll/contract/wizard/wizard-messages';
import { billingMessagesEs } from '@openenroll/contract/wizard/wizard-messages-es';

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

export function billingText(descriptors: { carrier: string; descriptor: string }[], locale: Locale) {
  const said = locale === 'es' ? billingMessagesEs : billingMessages;
  const named = descriptors.map((entry) => `"${entry.descriptor}"`);
  return named.length <= 1
    ? said.statementAs(named[0] ?? '""')
    : said.statementAsEach(named.slice(0, -1).join(', '), named.at(-1) ?? '');
}
