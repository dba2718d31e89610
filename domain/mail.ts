/** What each outbox message is (outbox.kind). */
export const MAIL_KINDS = [
  'inquiry_notification',
  'inquiry_acknowledgement',
  'quotation',
  'quotation_answer',
  'quotation_confirmation',
  'quotation_reminder',
  'account_sign_in',
  'overdue_reminder',
] as const;

export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
