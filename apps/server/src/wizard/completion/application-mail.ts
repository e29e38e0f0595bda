import { formatMoney } from '@openenroll/contract/money';
import { formatLongDate } from '@openenroll/contract/us-date';
import { RECEIPT_SUBJECT } from '@openenroll/contract/wizard/receipt';
import { escapeHtml } from '../../mail/escape-html.ts';
import { type Brand, button, layout, paragraph, rows } from '../../mail/mail-layout.ts';
import type { OutgoingMail } from '../../mail/mail-transport.ts';
import type { FrozenApplication } from './application-record.ts';

type Mail = Omit<OutgoingMail, 'to' | 'attachments'>;
type About = { brand: Brand; confirmationNumber: string; frozen: FrozenApplication };

const costRows = (frozen: FrozenApplication): [string, string][] => [
  ...frozen.cart.plans.map((plan): [string, string] => [plan.plan_name, `${formatMoney(plan.price)} a month`]),
  ['First Month Total Cost', formatMoney(frozen.cart.initial_month_cost)],
  ['Recurring Monthly Cost', formatMoney(frozen.cart.recurring_month_cost)],
];

/** The 'Enrollment Receipt' (part 2, §2.14 and §9): the confirmation number, the plans; the PDF goes attached. */
export function receiptMail({ brand, confirmationNumber, frozen }: About, awaitingSignature: boolean): Mail {
  const greeting = `Dear ${frozen.applicant.first_name},`;
  const thanks = `Thank you for enrolling with ${brand.name}. Your confirmation number is ${confirmationNumber}.`;
  const effective = frozen.cart.effective_date ? `Your coverage is to start on ${frozen.cart.effective_date}.` : '';
  const signing = awaitingSignature
    ? 'Your application is complete once you sign it: we sent you a link to do so.'
    : 'Your application is attached to this e-mail as a PDF; keep it for your records.';
  return {
    subject: RECEIPT_SUBJECT,
    html: layout(
      brand,
      RECEIPT_SUBJECT,
      [
        paragraph(escapeHtml(greeting)),
        paragraph(escapeHtml(thanks)),
        effective && paragraph(escapeHtml(effective)),
        rows(costRows(frozen), { strongLast: true }),
        paragraph(escapeHtml(signing)),
      ]
        .filter(Boolean)
        .join('\n'),
    ),
    text: [greeting, thanks, effective, ...costRows(frozen).map(([label, value]) => `${label}: ${value}`), signing]
      .filter(Boolean)
      .join('\n'),
  };
}

/** The member's link to sign the application their representative or group completed. */
export function signatureRequestMail(about: About, link: string, expiresAt: Date): Mail {
  const { brand, confirmationNumber, frozen } = about;
  const intro = `Dear ${frozen.applicant.first_name}, your enrollment application ${confirmationNumber} with ${brand.name} is ready for your signature.`;
  const until = `Please read the agreements and sign by ${formatLongDate(expiresAt)}.`;
  return {
    subject: `Please sign your enrollment application ${confirmationNumber}`,
    html: layout(
      brand,
      'Sign your application',
      `${paragraph(escapeHtml(intro))}\n${button(brand, link, 'Review and sign')}\n${paragraph(escapeHtml(until))}`,
    ),
    text: `${intro}\nReview and sign: ${link}\n${until}`,
  };
}

/** The text message beside it (send_sms): short, with the link. */
export const signatureRequestText = (about: About, link: string) =>
  `${about.brand.name}: please sign your enrollment application ${about.confirmationNumber}: ${link}`;

/** The representative's or group's notice that the member signed. */
export function signedNoticeMail({ brand, confirmationNumber, frozen }: About): Mail {
  const line = `${frozen.applicant.first_name} ${frozen.applicant.last_name} signed enrollment application ${confirmationNumber}; it is now submitted.`;
  return {
    subject: `Application ${confirmationNumber} was signed`,
    html: layout(brand, 'Application signed', paragraph(escapeHtml(line))),
    text: line,
  };
}
