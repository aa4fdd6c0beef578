export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends mail: SMTP when SMTP_URL is set, otherwise `.eml` files in DATA_DIR/outbox. */
export type MailProvider = {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
};
