import { describe, expect, it } from 'vitest';
import { draftBadge, dropped, shifted, working } from './tree-order';

describe('authoring tree order', () => {
  it('moves an item up and down within its place, never out of it', () => {
    expect(shifted(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(shifted(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(shifted(['a', 'b', 'c'], 'a', -1)).toBeNull();
    expect(shifted(['a', 'b', 'c'], 'c', 1)).toBeNull();
    expect(shifted(['a'], 'x', 1)).toBeNull();
  });

  it('puts a dropped item in the place of the one it lands on', () => {
    expect(dropped(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(dropped(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(dropped(['a', 'b'], 'a', 'a')).toBeNull();
    expect(dropped(['a', 'b'], 'z', 'a')).toBeNull();
  });

  it('badges drafts and unpublished changes, nothing for customers or clean rows', () => {
    expect(draftBadge(undefined)).toBeNull();
    expect(draftBadge({ is_published: false, draft: null })).toBe('draft');
    expect(draftBadge({ is_published: true, draft: { title_en: 'x' } })).toBe('changes');
    expect(draftBadge({ is_published: true, draft: null })).toBeNull();
  });

  it('shows the pending changes over the published columns', () => {
    const row = {
      title_en: 'Old',
      title_id: 'Lama',
      authoring: { is_published: true, draft: { title_en: 'New' } },
    };
    expect(working(row)).toMatchObject({ title_en: 'New', title_id: 'Lama' });
  });
});
