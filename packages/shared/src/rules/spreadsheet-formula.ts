// A cell that starts with =, +, -, @, a tab or a carriage return is run as a formula when a CSV file
// is opened in a spreadsheet program (=HYPERLINK(...), =cmd|...). Text imported from a CSV file is
// stored with such a start neutralised by a leading apostrophe, the convention spreadsheet programs
// themselves use for "this is text". Plain signed numbers and phone numbers (+1 555 0100, -12.5)
// are no formula and stay as typed. See docs/decisions/0015-hardening-limits.md.

const FORMULA_START = /^[=+\-@\t\r]/;
const SIGNED_NUMBER_OR_PHONE = /^[+-][\d\s().-]*$/;

/** True when a spreadsheet program would read the text as a formula. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) && !SIGNED_NUMBER_OR_PHONE.test(text);
}

/** The text, prefixed with an apostrophe when a spreadsheet program would run it as a formula. */
export function neutralizeFormula(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}
