import { EmailChangeLink } from '../components/email-change-link';

/** /undo-email-change?token=...: the link mailed to the old address (docs/decisions/0006). */
export default function UndoEmailChangePage() {
  return <EmailChangeLink kind="undo" />;
}
