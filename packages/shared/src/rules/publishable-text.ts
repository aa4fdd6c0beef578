// The built-in writer appends notes for the agent (missing facts, what it left out) under this
// heading. They are for the agent's eyes: Copy leaves them out so they never reach an MLS form.
export const AGENT_NOTES_HEADING = '**Notes for you (not for publishing)**';
const AGENT_NOTES_BLOCK = `\n\n---\n\n${AGENT_NOTES_HEADING}`;

export function withAgentNotes(text: string, notes: string[]): string {
  if (!notes.length) return text;
  return `${text}${AGENT_NOTES_BLOCK}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n`;
}

/** The text without the agent notes block, ready to paste. */
export function publishableText(text: string): string {
  const at = text.indexOf(AGENT_NOTES_BLOCK);
  return (at === -1 ? text : text.slice(0, at)).trimEnd();
}
