import { formatShopDay } from '~/domain/dates';
import type { InquiryView } from '~/domain/inquiry';
import { formatPeso } from '~/domain/price';
import type { QuotationView } from '~/domain/quotation';
import { addressLine, type Settings } from '~/domain/settings';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * A link to `path` on the shop, or null when the shop's public address is not known: a message then says in
 * words where to go, rather than carry a link built from whatever Host a request named.
 */
export function linkTo(siteUrl: string, path: string): string | null {
  return siteUrl ? `${siteUrl.replace(/\/+$/, '')}${path}` : null;
}

/** Where to find something in the back office: its link, or the screen's name when there is no address. */
function backOfficePointer(link: string | null, screen: string): { text: string; html: string } {
  if (!link) {
    const words = `Open the back office and find it under ${screen}.`;
    return { text: words, html: escapeHtml(words) };
  }
  return {
    text: `Open it in the back office: ${link}`,
    html: `Open it in the back office: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
  };
}

/** The inquiry fields a message shows. */
export type InquiryFacts = Pick<
  InquiryView,
  'id' | 'name' | 'phone' | 'company' | 'email' | 'purpose' | 'brands' | 'products' | 'service' | 'message'
>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Header values may not carry line breaks (header injection); a subject stays one readable line. */
export function oneLine(value: string, max = 150): string {
  const line = value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * Plain, self-contained HTML: inline styles only, no images, no links other than the ones written here, no
 * tracking of any kind.
 */
function htmlDocument(title: string, rows: [string, string][], paragraphs: string[], footer: string): string {
  const table = rows
    .filter(([, value]) => value !== '')
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#475569;font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">',
    ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    table ? `<table style="border-collapse:collapse">${table}</table>` : '',
    `<p style="color:#64748b;font-size:12px">${footer}</p>`,
    '</body></html>',
  ].join('\n');
}

function factRows(inquiry: InquiryFacts): [string, string][] {
  return [
    ['Name', inquiry.name],
    ['Company', inquiry.company],
    ['Phone', inquiry.phone],
    ['Email', inquiry.email],
    ['Purpose', inquiry.purpose],
    ['Service', inquiry.service],
    ['Brands', inquiry.brands],
    ['Products', inquiry.products],
    ['Message', inquiry.message],
  ];
}

function textRows(rows: [string, string][]): string {
  return rows
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** To the company's notification addresses: who asked what, and where to answer it in the back office. */
export function inquiryNotification(inquiry: InquiryFacts, settings: Settings, siteUrl: string): MailContent {
  const pointer = backOfficePointer(
    linkTo(siteUrl, `/admin-inquiries?id=${inquiry.id}`),
    `Inquiries (inquiry #${inquiry.id})`,
  );
  const subject = oneLine(`New inquiry: ${inquiry.purpose} from ${inquiry.name}, ${inquiry.company}`);
  const rows = factRows(inquiry);
  return {
    subject,
    text: [
      `A new inquiry arrived on the ${settings.name} website.`,
      '',
      textRows(rows),
      '',
      pointer.text,
    ].join('\n'),
    html: htmlDocument(
      subject,
      rows,
      [`A new inquiry arrived on the ${escapeHtml(settings.name)} website.`],
      pointer.html,
    ),
  };
}

/**
 * To the customer, in the company's name: we have it, under this reference, and how to reach us. Nothing the
 * visitor typed is repeated (not even the name): anyone can type any address into the form, and the shop's own
 * address must not carry a stranger's words to it.
 */
export function inquiryAcknowledgement(inquiry: Pick<InquiryFacts, 'id'>, settings: Settings): MailContent {
  const reference = `#${inquiry.id}`;
  const subject = oneLine(`We received your inquiry ${reference} – ${settings.name}`);
  const contact = [
    settings.phones.join(' / '),
    settings.email,
    addressLine(settings.address),
    settings.business_hours,
  ].filter(Boolean);
  const greeting = 'Good day,';
  const thanks = `Thank you for contacting ${settings.name}. We received your inquiry, reference ${reference}, and will get back to you within one business day.`;
  const notYou = 'If you did not send an inquiry, please ignore this message.';
  return {
    subject,
    text: [greeting, '', thanks, '', notYou, '', settings.name, ...contact].join('\n'),
    html: htmlDocument(
      subject,
      [],
      [escapeHtml(greeting), escapeHtml(thanks), escapeHtml(notYou)],
      [settings.name, ...contact].map(escapeHtml).join('<br>'),
    ),
  };
}

/** The quotation facts a message shows. */
export type QuotationFacts = Pick<
  QuotationView,
  'id' | 'number' | 'customer_name' | 'customer_company' | 'total' | 'valid_until' | 'answer_comment'
>;

/**
 * To the customer: the quotation attached, and the page where they accept or decline it; without the shop's
 * public address, an invitation to answer by replying instead.
 */
export function quotationMessage(
  quotation: QuotationFacts,
  settings: Settings,
  link: string | null,
): MailContent {
  const subject = oneLine(`Quotation ${quotation.number} from ${settings.name}`);
  const greeting = `Dear ${quotation.customer_name},`;
  const intro = `Thank you for your interest. Please find our quotation ${quotation.number} attached as a PDF.`;
  const rows: [string, string][] = [
    ['Quotation', quotation.number],
    ['Total', formatPeso(quotation.total)],
    ['Valid until', formatShopDay(quotation.valid_until)],
  ];
  const answer = link
    ? 'You can read it and accept or decline it online:'
    : 'To accept or decline it, reply to this e-mail or call us.';
  const contact = [settings.phones.join(' / '), settings.email].filter(Boolean);
  return {
    subject,
    text: [
      greeting,
      '',
      intro,
      '',
      textRows(rows),
      '',
      answer,
      ...(link ? [link] : []),
      '',
      settings.name,
      ...contact,
    ].join('\n'),
    html: htmlDocument(
      subject,
      rows,
      [
        escapeHtml(greeting),
        escapeHtml(intro),
        link
          ? `${escapeHtml(answer)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`
          : escapeHtml(answer),
      ],
      [settings.name, ...contact].map(escapeHtml).join('<br>'),
    ),
  };
}

/** To the company's notification addresses: the customer answered, and where the quotation is. */
export function quotationAnswerMessage(
  quotation: QuotationFacts,
  answer: 'accepted' | 'declined',
  order: { id: number; stock: string } | null,
  siteUrl: string,
): MailContent {
  const pointer = backOfficePointer(
    linkTo(siteUrl, `/admin-quotations/${quotation.id}`),
    `Quotations (${quotation.number})`,
  );
  const who = [quotation.customer_name, quotation.customer_company].filter(Boolean).join(', ');
  const subject = oneLine(`Quotation ${quotation.number} ${answer} by ${who}`);
  const rows: [string, string][] = [
    ['Quotation', quotation.number],
    ['Customer', who],
    ['Total', formatPeso(quotation.total)],
    ['Order', order === null ? '' : `#${order.id}`],
    ['Stock', order?.stock ?? ''],
    ['Comment', quotation.answer_comment],
  ];
  const line = `The customer ${answer} quotation ${quotation.number} on the website.`;
  return {
    subject,
    text: [line, '', textRows(rows), '', pointer.text].join('\n'),
    html: htmlDocument(subject, rows, [escapeHtml(line)], pointer.html),
  };
}

/** To the customer who accepted: we have it, the order's number, what happens next. */
export function quotationConfirmationMessage(
  quotation: QuotationFacts,
  orderId: number,
  settings: Settings,
): MailContent {
  const subject = oneLine(`Thank you: quotation ${quotation.number} accepted – ${settings.name}`);
  const greeting = `Dear ${quotation.customer_name},`;
  const thanks = `Thank you for accepting our quotation ${quotation.number}. We have recorded your order and will contact you to arrange payment and delivery.`;
  const rows: [string, string][] = [
    ['Quotation', quotation.number],
    ['Order', `#${orderId}`],
    ['Total', formatPeso(quotation.total)],
    ['Your comment', quotation.answer_comment],
  ];
  const contact = [settings.phones.join(' / '), settings.email].filter(Boolean);
  return {
    subject,
    text: [greeting, '', thanks, '', textRows(rows), '', settings.name, ...contact].join('\n'),
    html: htmlDocument(
      subject,
      rows,
      [escapeHtml(greeting), escapeHtml(thanks)],
      [settings.name, ...contact].map(escapeHtml).join('<br>'),
    ),
  };
}

/**
 * To the staff: a sent quotation the customer has not answered is about to expire. It links to the quotation in
 * the back office when the shop's address is known (SITE_URL or the saved public address), else names the screen.
 */
export function quotationReminderMessage(quotation: QuotationFacts, siteUrl: string): MailContent {
  const who = [quotation.customer_name, quotation.customer_company].filter(Boolean).join(', ');
  const validUntil = formatShopDay(quotation.valid_until);
  const subject = oneLine(`Quotation ${quotation.number} for ${who} expires on ${validUntil}`);
  const line = `Quotation ${quotation.number} has not been answered yet and is valid until ${validUntil}. A call or an e-mail to the customer may help; a new revision can extend it.`;
  const rows: [string, string][] = [
    ['Quotation', quotation.number],
    ['Customer', who],
    ['Total', formatPeso(quotation.total)],
    ['Valid until', validUntil],
  ];
  const pointer = backOfficePointer(
    linkTo(siteUrl, `/admin-quotations/${quotation.id}`),
    `Quotations (${quotation.number})`,
  );
  return {
    subject,
    text: [line, '', textRows(rows), '', pointer.text].join('\n'),
    html: htmlDocument(subject, rows, [escapeHtml(line)], pointer.html),
  };
}

/**
 * To a customer's contact who asked for it at /account: the sign-in link, how long it works, and that it can be
 * ignored. Nothing about the customer's documents: the link is the way to them.
 */
export function accountSignInMessage(link: string, minutes: number, settings: Settings): MailContent {
  const subject = oneLine(`Your sign-in link for ${settings.name}`);
  const intro = `Someone, we hope you, asked to sign in to your account at ${settings.name}.`;
  const use = `Open this link to see your quotations and orders. It works once, for ${minutes} minutes:`;
  const ignore = 'If you did not ask for it, ignore this e-mail: nobody can sign in without the link.';
  const contact = [settings.phones.join(' / '), settings.email].filter(Boolean);
  return {
    subject,
    text: [intro, '', use, link, '', ignore, '', settings.name, ...contact].join('\n'),
    html: htmlDocument(
      subject,
      [],
      [
        escapeHtml(intro),
        `${escapeHtml(use)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
        escapeHtml(ignore),
      ],
      [settings.name, ...contact].map(escapeHtml).join('<br>'),
    ),
  };
}

export interface OverdueFacts {
  customerName: string;
  invoices: { number: string; dueOn: string; balance: string }[];
  total: string;
}

/** To a customer's primary contact: which invoices are past due, how much is open, and whom to call. */
export function overdueReminderMessage(facts: OverdueFacts, settings: Settings): MailContent {
  const subject = oneLine(`Overdue invoices: ${formatPeso(facts.total)} – ${settings.name}`);
  const greeting = `Dear ${facts.customerName},`;
  const line = `Our records show these invoices past their due date, ${formatPeso(facts.total)} in all. If you have already paid, please send us the details so we can match your payment; otherwise we would be glad to receive it soon.`;
  const rows: [string, string][] = facts.invoices.map((invoice) => [
    invoice.number,
    `${formatPeso(invoice.balance)} (due ${formatShopDay(invoice.dueOn)})`,
  ]);
  const contact = [settings.phones.join(' / '), settings.email].filter(Boolean);
  return {
    subject,
    text: [greeting, '', line, '', textRows(rows), '', settings.name, ...contact].join('\n'),
    html: htmlDocument(
      subject,
      rows,
      [escapeHtml(greeting), escapeHtml(line)],
      [settings.name, ...contact].map(escapeHtml).join('<br>'),
    ),
  };
}
