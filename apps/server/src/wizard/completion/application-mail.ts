import { formatLongDateIn, formatMoneyIn } from '@openenroll/contract/locale-format';
import { parseUsDate } from '@openenroll/contract/us-date';
import { escapeHtml } from '../../mail/escape-html.ts';
import { type Brand, button, layout, paragraph, rows } from '../../mail/mail-layout.ts';
import type { OutgoingMail } from '../../mail/mail-transport.ts';
import { applicationMailTexts } from './application-mail-texts.ts';
import type { FrozenApplication } from './application-record.ts';

type Mail = Omit<OutgoingMail, 'to' | 'attachments'>;
type About = { brand: Brand; confirmationNumber: string; frozen: FrozenApplication };

/** The applicant's language, frozen with the application; one completed before languages is English. */
const languageOf = (frozen: FrozenApplication) => frozen.language ?? 'en';

const costRows = (frozen: FrozenApplication): [string, string][] => {
  const locale = languageOf(frozen);
  const t = applicationMailTexts[locale];
  const money = (amount: number) => formatMoneyIn(amount, locale);
  return [
    ...frozen.cart.plans.map((plan): [string, string] => [plan.plan_name, t.perMonth(money(plan.price))]),
    [t.firstMonth, money(frozen.cart.initial_month_cost)],
    [t.recurring, money(frozen.cart.recurring_month_cost)],
  ];
};

/** The 'Enrollment Receipt' (part 2, §2.14 and §9): the confirmation number, the plans; the PDF goes attached. */
export function receiptMail({ brand, confirmationNumber, frozen }: About, awaitingSignature: boolean): Mail {
  const locale = languageOf(frozen);
  const t = applicationMailTexts[locale];
  const greeting = t.dear(frozen.applicant.first_name);
  const thanks = t.thanks(brand.name, confirmationNumber);
  const date = frozen.cart.effective_date;
  // English keeps the date as the cart shows it; Spanish says it in words, which no reader mistakes for DD/MM.
  const parsed = date && locale !== 'en' ? parseUsDate(date) : null;
  const effective = date ? t.starts(parsed ? formatLongDateIn(parsed, locale) : date) : '';
  const signing = awaitingSignature ? t.signToComplete : t.attached;
  return {
    subject: t.receiptSubject,
    html: layout(
      brand,
      t.receiptSubject,
      [
        paragraph(escapeHtml(greeting)),
        paragraph(escapeHtml(thanks)),
        effective && paragraph(escapeHtml(effective)),
        rows(costRows(frozen), { strongLast: true }),
        paragraph(escapeHtml(signing)),
      ]
        .filter(Boolean)
        .join('\n'),
      locale,
    ),
    text: [greeting, thanks, effective, ...costRows(frozen).map(([label, value]) => `${label}: ${value}`), signing]
      .filter(Boolean)
      .join('\n'),
  };
}

/** The member's link to sign the application their representative or group completed. */
export function signatureRequestMail(about: About, link: string, expiresAt: Date): Mail {
  const { brand, confirmationNumber, frozen } = about;
  const locale = languageOf(frozen);
  const t = applicationMailTexts[locale];
  const intro = t.readyToSign(frozen.applicant.first_name, confirmationNumber, brand.name);
  const until = t.signBy(formatLongDateIn(expiresAt, locale));
  return {
    subject: t.signSubject(confirmationNumber),
    html: layout(
      brand,
      t.signTitle,
      `${paragraph(escapeHtml(intro))}\n${button(brand, link, t.reviewAndSign)}\n${paragraph(escapeHtml(until))}`,
      locale,
    ),
    text: `${intro}\n${t.reviewAndSign}: ${link}\n${until}`,
  };
}

/** The text message beside it (send_sms): short, with the link. */
export const signatureRequestText = (about: About, link: string) =>
  applicationMailTexts[languageOf(about.frozen)].signText(about.brand.name, about.confirmationNumber, link);

/**
 * The representative's or group's notice that the member signed: in the language of whoever enrolled them, as the
 * application was completed in it.
 */
export function signedNoticeMail({ brand, confirmationNumber, frozen }: About): Mail {
  const locale = languageOf(frozen);
  const t = applicationMailTexts[locale];
  const line = t.signed(`${frozen.applicant.first_name} ${frozen.applicant.last_name}`, confirmationNumber);
  return {
    subject: t.signedSubject(confirmationNumber),
    html: layout(brand, t.signedTitle, paragraph(escapeHtml(line)), locale),
    text: line,
  };
}
