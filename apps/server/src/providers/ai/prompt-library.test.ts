import { GENERATION_NAMES } from '@ai-realty/shared/generation-catalogue';
import { propertySchema } from '@ai-realty/shared/schemas/property';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PROPERTY } from '../../../test/test-ai.ts';
import { BANNED_WORDS } from './builtin/text-tools.ts';
import { loadPromptLibrary, propertyForPrompt, renderPrompt } from './prompt-library.ts';

describe('prompt library', () => {
  const library = loadPromptLibrary();

  it('has one prompt per generation type, each with the property data, the instructions and the no-invention rule', () => {
    expect(Object.keys(library.byType).sort()).toEqual([...GENERATION_NAMES].sort());
    for (const [type, template] of Object.entries(library.byType)) {
      expect(template, type).toContain('{{property}}');
      expect(template, type).toContain('{{instructions}}');
      expect(template, type).toMatch(/Use only the facts above/);
    }
    expect(library.followUps).toContain('{{response}}');
  });

  it('states the content rules in the system prompt', () => {
    expect(library.system).toContain('Fair Housing');
    expect(library.system).toContain('to verify with your MLS data');
    for (const word of BANNED_WORDS) expect(library.system).toContain(word);
  });

  it('renders the property as labelled facts and leaves no placeholder behind', () => {
    const property = propertySchema.parse(SAMPLE_PROPERTY);
    const facts = propertyForPrompt(property, '1208 Alameda Dr, Austin, TX 78704');
    expect(facts).toContain('- List price: $525,000');
    expect(facts).toContain('- Price per sq ft (computed): $214');
    expect(facts).toContain('- Year built: 1938');
    expect(facts).not.toContain('HOA fees');
    const prompt = renderPrompt(library.byType.keywords, { property: facts, instructions: 'None.' });
    expect(prompt).not.toMatch(/\{\{|\}\}/);
    expect(prompt).toContain('- Bedrooms: 4');
  });
});
