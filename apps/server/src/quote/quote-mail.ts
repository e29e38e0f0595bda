import type { CartView } from '@openenroll/contract/cart';
import { tierLabels } from '@openenroll/contract/codes';
import type { Locale } from '@openenroll/contract/locale';
import { formatLongDateIn, formatMoneyIn } from '@openenroll/contract/locale-format';
import { quoteMessages } from '@openenroll/contract/quote';
import { endSentence } from '@openenroll/contract/sentence';
import { tierLabelsEs } from '@openenroll/contract/store-messages-es';
import { translate } from '@openenroll/contract/translate';
import { escapeHtml } from '../mail/escape-html.ts';
import { type Brand, button, layout, paragraph, rows } from '../mail/mail-layout.ts';
import type { OutgoingMail } from '../mail/mail-transport.ts';
import type { QuoteContact } from './quote-contact.ts';
import { quoteMailTexts } from './quote-mail-texts.ts';

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
  /** The recipient's language: the one the sender's page was in. */
  language?: Locale;
};

type Section = { html: string; text: string };

function cartSection(cart: QuoteMailCart, locale: Locale): Section {
  const t = quoteMailTexts[locale];
  const money = (amount: number) => formatMoneyIn(amount, locale);
  const plans = cart.result.map((plan): [string, string] => [plan.plan_name, t.perMonth(money(plan.price))]);
  const summary: [string, string][] = [
    [t.coverage, (locale === 'es' ? tierLabelsEs : tierLabels)[cart.tier]],
    [t.effectiveDate, cart.effective_date ?? t.toBeChosen],
    [t.firstMonth, money(cart.initial_month_cost)],
    [t.recurring, money(cart.recurring_month_cost)],
  ];
  return {
    html: `<h2 style="margin:0 0 8px;font-size:17px;">${t.yourPlans}</h2>\n${rows(plans)}\n${rows(summary, { strongLast: true })}`,
    text: [
      t.yourPlans,
      ...plans.map(([name, price]) => `- ${name}: ${price}`),
      '',
      ...summary.map(([label, value]) => `${label}: ${value}`),
    ].join('\n'),
  };
}

function contactSection(contact: QuoteContact, locale: Locale): Section {
  const { questions } = quoteMailTexts[locale];
  const email = escapeHtml(contact.display_email);
  const phone = escapeHtml(contact.display_phone);
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:8px 0 0;background-color:#f9fafb;">
<tr><td style="padding:16px;">
<strong>${escapeHtml(questions(contact.display_name))}</strong><br>
<a href="mailto:${email}" style="color:#1f2933;">${email}</a><br>
<a href="tel:${escapeHtml(contact.display_phone.replace(/[^\d+]/g, ''))}" style="color:#1f2933;">${phone}</a>
</td></tr></table>`,
    text: [questions(contact.display_name), contact.display_email, contact.display_phone].join('\n'),
  };
}

function linkSection(input: QuoteMailInput, locale: Locale): Section {
  const t = quoteMailTexts[locale];
  const expires = formatLongDateIn(input.expiresAt, locale);
  return {
    html: `${button(input.brand, input.link, t.viewQuote)}
${paragraph(`${escapeHtml(t.linkFor(expires))}<br><a href="${escapeHtml(input.link)}" style="color:#1f2933;word-break:break-all;">${escapeHtml(input.link)}</a>`, 'font-size:13px;color:#4b5563;')}`,
    text: t.linkText(input.link, expires),
  };
}

function messageSection(message: string | undefined, locale: Locale): Section {
  if (!message) return { html: '', text: '' };
  const html = escapeHtml(message).replace(/\r?\n/g, '<br>');
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px;"><tr><td style="border-left:4px solid #d1d5db;padding:8px 16px;color:#374151;">${html}</td></tr></table>`,
    text: `${quoteMailTexts[locale].message}\n${message}\n`,
  };
}

function compose(brand: Brand, subject: string, intro: Section, sections: Section[], locale: Locale): Mail {
  const parts = [intro, ...sections].filter((section) => section.html);
  return {
    subject,
    html: layout(brand, subject, parts.map((section) => section.html).join('\n'), locale),
    text: `${[...parts.map((section) => section.text), brand.name, brand.origin].join('\n\n')}\n`,
  };
}

/** The quote itself: the cart, the link to it, and whom to ask. */
export function quoteMail(input: QuoteMailInput): Mail {
  const { brand, name } = input;
  const locale = input.language ?? 'en';
  const t = quoteMailTexts[locale];
  const welcome = translate(quoteMessages.welcome, locale);
  const intro = t.quoteIntro(name, brand.name);
  return compose(
    brand,
    t.quoteSubject(brand.name),
    {
      html: `<h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(welcome)}</h1>\n${paragraph(escapeHtml(intro))}`,
      text: `${welcome}\n\n${intro}`,
    },
    [
      messageSection(input.message, locale),
      cartSection(input.cart, locale),
      linkSection(input, locale),
      contactSection(input.contact, locale),
    ],
    locale,
  );
}

/** A reminder of an unanswered quote: the same link, the cart as it is priced today. */
export function reminderMail(input: QuoteMailInput): Mail {
  const { brand, name } = input;
  const locale = input.language ?? 'en';
  const t = quoteMailTexts[locale];
  const intro = t.reminderIntro(name, brand.name);
  return compose(
    brand,
    t.reminderSubject(brand.name),
    {
      html: `<h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(t.waiting)}</h1>\n${paragraph(escapeHtml(intro))}`,
      text: `${t.waiting}\n\n${intro}`,
    },
    [cartSection(input.cart, locale), linkSection(input, locale), contactSection(input.contact, locale)],
    locale,
  );
}

type AnswerMailInput = {
  brand: Brand;
  cart: QuoteMailCart;
  name: string;
  accepted: boolean;
  sentAt: Date;
  language?: Locale;
};

/** Tells the quote's contact how the recipient answered. */
export function answerMail(input: AnswerMailInput): Mail {
  const { brand, name, accepted } = input;
  const locale = input.language ?? 'en';
  const t = quoteMailTexts[locale];
  const sentOn = formatLongDateIn(input.sentAt, locale);
  const told = (accepted ? t.accepted : t.declined)(name, sentOn, brand.name);
  const intro = `${endSentence(told)} ${accepted ? t.acceptedNext : t.declinedNext}`;
  const title = accepted ? t.acceptedTitle : t.declinedTitle;
  return compose(
    brand,
    (accepted ? t.acceptedSubject : t.declinedSubject)(name, brand.name),
    {
      html: `<h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(title)}</h1>\n${paragraph(escapeHtml(intro))}`,
      text: `${title}\n\n${intro}`,
    },
    [cartSection(input.cart, locale)],
    locale,
  );
}
