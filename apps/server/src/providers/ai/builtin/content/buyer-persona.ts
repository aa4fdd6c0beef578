import { audiencePhrasing } from '../audience-phrasing.ts';
import { agentNotes, type Facts } from '../facts.ts';
import { phraser } from '../phrasing.ts';
import { segmentsFor } from '../segments.ts';
import { capitalize } from '../text-tools.ts';

// 2-3 personas named by what they need ("The Remote Professional"), never by a demographic label,
// worded around this listing's features and places (audience-phrasing.ts).

export function writeBuyerPersona(f: Facts): string {
  const say = phraser(f);
  const personas = segmentsFor(f)
    .slice(0, 3)
    .map((s) => audiencePhrasing(s, f));
  const messageLabel = say('msg-label', [
    'The message that moves them',
    'What to tell them first',
    'The line to lead with',
    'Lead message',
    'Open with',
  ]);
  const body = personas
    .map(
      (p) => `## ${p.persona}

**Goals**
${p.goals.map((g) => `- ${g}`).join('\n')}

**Must-haves this ${f.noun} meets**
${p.draws.map((d) => `- ${capitalize(d)}`).join('\n')}

**Likely objections**
${p.objections.map((o) => `- ${o}`).join('\n')}

**Where they search**
${p.channels.map((c) => `- ${c}`).join('\n')}

**${messageLabel}**
> ${p.message}`,
    )
    .join('\n\n');
  const notes = [
    'Personas describe needs and lifestyle, never who a buyer is (Fair Housing). Use them to choose channels and messages, not to screen people.',
  ];
  return `${body}${agentNotes(f, notes)}`;
}
