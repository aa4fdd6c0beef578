import { audiencePhrasing } from '../audience-phrasing.ts';
import { agentNotes, type Facts } from '../facts.ts';
import { phraser } from '../phrasing.ts';
import { segmentsFor } from '../segments.ts';
import { capitalize } from '../text-tools.ts';

// 3-4 likely buyer or renter segments: what draws them, what they will ask, where to reach them,
// worded around this listing's features and places (audience-phrasing.ts).

export function writeDemographics(f: Facts): string {
  const say = phraser(f);
  const segments = segmentsFor(f)
    .slice(0, f.highlights.length >= 3 ? 4 : 3)
    .map((s) => audiencePhrasing(s, f));
  const drawLabel = say('draw-label', [
    `What draws them to this ${f.noun}`,
    'Why it fits them',
    'What they get here',
    `What the ${f.noun} offers them`,
    'The draw',
  ]);
  const body = segments
    .map(
      (s, i) => `### ${i + 1}. ${s.name}

**${drawLabel}**
${s.draws.map((d) => `- ${capitalize(d)}`).join('\n')}

**What they will ask**
${s.questions.map((q) => `- ${q}`).join('\n')}

**Where to reach them**
${s.channels.map((c) => `- ${c}`).join('\n')}`,
    )
    .join('\n\n');
  const notes = [
    'Segments are defined by needs and lifestyle only. Housing ads on Meta must run in the Housing special ad category, which does not allow targeting by age, gender or ZIP code.',
  ];
  return `## Likely ${f.isRental ? 'renters' : 'buyers'} for ${f.address || `this ${f.noun}`}\n\n${body}${agentNotes(f, notes)}`;
}
