/**
 * The text's words in lower case, split on anything that is not a letter or a digit. The compliance
 * checks run a pattern only when one of its words is in this set, so most texts skip most patterns.
 */
export function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9]+/g));
}
