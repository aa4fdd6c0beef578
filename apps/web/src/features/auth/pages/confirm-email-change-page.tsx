import { EmailChangeLink } from '../components/email-change-link';

/** /confirm-email-change?token=...: the link mailed to a new address (docs/decisions/0006). */
export default function ConfirmEmailChangePage() {
  return <EmailChangeLink kind="confirm" />;
}
