import { describe, expect, it } from 'vitest';
import { OPTIONS } from '@/test/ai-fixtures';
import { groupOptions } from './group-options';

describe('groupOptions', () => {
  it('puts the four categories in order, then Additional Options for unknown categories', () => {
    const shuffled = [...OPTIONS].reverse();
    const groups = groupOptions(shuffled);
    expect(groups.map((g) => g.category)).toEqual([
      'Basic Content',
      'Market Intelligence',
      'Financial Analysis',
      'Sales & Marketing',
      'Additional Options',
    ]);
    expect(groups[0].options.map((o) => o.name)).toEqual(['keywords', 'listing_description']);
    expect(groups[4].options.map((o) => o.name)).toEqual(['open_house_script']);
  });

  it('leaves out empty categories', () => {
    const groups = groupOptions(OPTIONS.filter((o) => o.category === 'Financial Analysis'));
    expect(groups).toEqual([{ category: 'Financial Analysis', options: [OPTIONS[3]] }]);
  });
});
