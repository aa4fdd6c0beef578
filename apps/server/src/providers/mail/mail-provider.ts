/**
 * What a mail is, which decides whether an unsubscribed address still gets it
 * (docs/product/commercial.md#unsubscribe):
 * - `account`: verification, password reset, email change and sign-in notices; always sent, the
 *   account cannot work or stay safe without them.
 * - `transactional`: receipts and billing notices about money the person paid; always sent.
 * - `marketing`: everything else; never sent to an unsubscribed address, and carries the unsubscribe
 *   link and the List-Unsubscribe headers.
 */
export type MailCategory = 'account' | 'transactional' | 'marketing';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  category: MailCategory;
  /** Extra header fields, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};

/** Sends mail: SMTP when SMTP_URL is set, otherwise `.eml` files in DATA_DIR/outbox. */
export type MailProvider = {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
};
