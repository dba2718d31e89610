/** What each outbox message is (outbox.kind). */
export const MAIL_KINDS = [
  'inquiry_notification',
  'inquiry_acknowledgement',
  'quotation',
  'quotation_answer',
  'quotation_confirmation',
  'quotation_reminder',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];
