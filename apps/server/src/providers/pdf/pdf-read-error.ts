export const PDF_NO_TEXT_MESSAGE =
  'This PDF has no text layer (it looks like a scanned image). Upload a PDF with selectable text.';
/** A document without a text layer whose pages were recognised as images, and gave no text either. */
export const PDF_SCAN_UNREADABLE_MESSAGE =
  'No text could be read from this scanned PDF. Upload a sharper scan or a PDF with selectable text.';
export const PDF_UNREADABLE_MESSAGE = 'This file could not be read as a PDF.';
export const PDF_ENCRYPTED_MESSAGE = 'This PDF is password-protected. Upload a PDF without a password.';

/** `LIMIT`: the document goes over one of the published limits (a `PdfLimitError`). */
export type PdfReadErrorCode = 'NO_TEXT_LAYER' | 'UNREADABLE' | 'ENCRYPTED' | 'LIMIT';

/** A document the user sent that cannot be analysed; its message is shown to the user as is. */
export class PdfReadError extends Error {
  readonly code: PdfReadErrorCode;
  constructor(code: PdfReadErrorCode, message: string) {
    super(message);
    this.name = 'PdfReadError';
    this.code = code;
  }
}
