import { describe, expect, it } from 'vitest';
import { DEFAULT_RAILS, railsFrom } from './home-rails.ts';

describe('railsFrom', () => {
  it('answers the default order when nothing (or garbage) is stored', () => {
    expect(railsFrom(undefined)).toEqual(DEFAULT_RAILS);
    expect(railsFrom('hot,new')).toEqual(DEFAULT_RAILS);
    expect(DEFAULT_RAILS.map((r) => r.key)).toEqual(['hot', 'new', 'completed', 'tags']);
  });

  it('keeps the stored order, drops unknown keys and repeats, appends missing rails shown', () => {
    expect(
      railsFrom([
        { key: 'completed', visible: false },
        { key: 'soon', visible: true },
        { key: 'hot', visible: true },
        { key: 'completed', visible: true },
        'new',
      ]),
    ).toEqual([
      { key: 'completed', visible: false },
      { key: 'hot', visible: true },
      { key: 'new', visible: true },
      { key: 'tags', visible: true },
    ]);
  });
});
