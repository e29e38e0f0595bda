import type { CartView } from '@openenroll/contract/cart';
import { tierLabels } from '@openenroll/contract/codes';
import { formatMoney } from '@openenroll/contract/money';
import { quoteMessages } from '@openenroll/contract/quote';
import { endSentence } from '@openenroll/contract/sentence';
import { formatLongDate } from '@openenroll/contract/us-date';
import { escapeHtml } from '../mail/escape-html.ts';
import { type Brand, button, layout, paragraph, rows } from '../mail/mail-layout.ts';
import type { OutgoingMail } from '../mail/mail-transport.ts';
import type { QuoteContact } from './quote-contact.ts';

type Mail = Omit<OutgoingMail, 'to'>;

type QuoteMailCart = Pick<
  CartView,
  'result' | 'tier' | 'effective_date' | 'initial_month_cost' | 'recurring_month_cost'
>;

export type QuoteMailInput = {
  brand: Brand;
  contact: QuoteContact;
  cart: QuoteMailCart;
  /** The recipient's name as the sender typed it. */
  name: string;
  message?: string;
  link: string;
  expiresAt: Date;
};

type Section = { html: string; text: string };

function cartSection(cart: QuoteMailCart): Section {
  const plans = cart.result.map((plan): [string, string] => [plan.plan_name, `${formatMoney(plan.price)} / month`]);
  const summary: [string, string][] = [
    ['Coverage', tierLabels[cart.tier]],
    ['Effective date', cart.effective_date ?? 'To be chosen'],
    ['First Month Cost', formatMoney(cart.initial_month_cost)],
    ['Recurring Monthly Cost', formatMoney(cart.recurring_month_cost)],
  ];
  return {
    html: `<h2 style="margin:0 0 8px;font-size:17px;">Your plans</h2>\n${rows(plans)}\n${rows(summary, { strongLast: true })}`,
    text: [
      'Your plans',
      ...plans.map(([name, price]) => `- ${name}: ${price}`),
      '',
      ...summary.map(([label, value]) => `${label}: ${value}`),
    ].join('\n'),
  };
}

function contactSection(contact: QuoteContact): Section {
  const email = escapeHtml(contact.display_email);
  const phone = escapeHtml(contact.display_phone);
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:8px 0 0;background-color:#f9fafb;">
<tr><td style="padding:16px;">
<strong>Questions? Contact ${escapeHtml(contact.display_name)}</strong><br>
<a href="mailto:${email}" style="color:#1f2933;">${email}</a><br>
<a href="tel:${escapeHtml(contact.display_phone.replace(/[^\d+]/g, ''))}" style="color:#1f2933;">${phone}</a>
</td></tr></table>`,
    text: [`Questions? Contact ${contact.display_name}`, contact.display_email, contact.display_phone].join('\n'),
  };
}

function linkSection(input: QuoteMailInput): Section {
  const expires = formatLongDate(input.expiresAt);
  return {
    html: `${button(input.brand, input.link, 'View your quote')}
${paragraph(`This link is for you alone and works until ${escapeHtml(expires)}. If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(input.link)}" style="color:#1f2933;word-break:break-all;">${escapeHtml(input.link)}</a>`, 'font-size:13px;color:#4b5563;')}`,
    text: `View your quote: ${input.link}\nThis link is for you alone and works until ${expires}.`,
  };
}

function messageSection(message: string | undefined): Section {
  if (!message) return { html: '', text: '' };
  const html = escapeHtml(message).replace(/\r?\n/g, '<br>');
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px;"><tr><td style="border-left:4px solid #d1d5db;padding:8px 16px;color:#374151;">${html}</td></tr></table>`,
    text: `Message:\n${message}\n`,
  };
}

function compose(brand: Brand, subject: string, intro: Section, sections: Section[]): Mail {
  const parts = [intro, ...sections].filter((section) => section.html);
  return {
    subject,
    html: layout(brand, subject, parts.map((section) => section.html).join('\n')),
    text: `${[...parts.map((section) => section.text), brand.name, brand.origin].join('\n\n')}\n`,
  };
}

/** The quote itself: the cart, the link to it, and whom to ask. */
export function quoteMail(input: QuoteMailInput): Mail {
  const { brand, name } = input;
  const intro = `Hello ${name}, here is the quote saved for you at ${brand.name}. Open it to accept it and enroll, or to decline it.`;
  return compose(
    brand,
    `Your personalized quote from ${brand.name}`,
    {
      html: `<h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(quoteMessages.welcome)}</h1>\n${paragraph(escapeHtml(intro))}`,
      text: `${quoteMessages.welcome}\n\n${intro}`,
    },
    [messageSection(input.message), cartSection(input.cart), linkSection(input), contactSection(input.contact)],
  );
}

/** A reminder of an unanswered quote: the same link, the cart as it is priced today. */
export function reminderMail(input: QuoteMailInput): Mail {
  const { brand, name } = input;
  const intro = `Hello ${name}, your personalized quote from ${brand.name} is still waiting for you. If you are no longer interested, open it and choose Decline: the reminders stop.`;
  return compose(
    brand,
    `Reminder: your personalized quote from ${brand.name}`,
    {
      html: `<h1 style="margin:0 0 16px;font-size:22px;">Your quote is waiting</h1>\n${paragraph(escapeHtml(intro))}`,
      text: `Your quote is waiting\n\n${intro}`,
    },
    [cartSection(input.cart), linkSection(input), contactSection(input.contact)],
  );
}

type AnswerMailInput = { brand: Brand; cart: QuoteMailCart; name: string; accepted: boolean; sentAt: Date };

/** Tells the quote's contact how the recipient answered. */
export function answerMail(input: AnswerMailInput): Mail {
  const { brand, name } = input;
  const answer = input.accepted ? 'accepted' : 'declined';
  const next = input.accepted ? 'They are continuing to enrollment.' : 'They will get no more reminders for it.';
  const intro = `${endSentence(`${name} ${answer} the quote sent on ${formatLongDate(input.sentAt)} from ${brand.name}`)} ${next}`;
  const subject = `${name} ${answer} your quote from ${brand.name}`;
  return compose(
    brand,
    subject,
    {
      html: `<h1 style="margin:0 0 16px;font-size:22px;">Quote ${answer}</h1>\n${paragraph(escapeHtml(intro))}`,
      text: `Quote ${answer}\n\n${intro}`,
    },
    [cartSection(input.cart)],
  );
}
