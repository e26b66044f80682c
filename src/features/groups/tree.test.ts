import { describe, expect, it } from 'vitest';
import type { GroupItem } from '../../../contract/api/groups';
import { buildTree, canMove, moveTargets, subtreeOf } from './tree';

const g = (group_uuid: string, parent_uuid: string | null, name = group_uuid): GroupItem => ({
  group_uuid,
  name,
  parent_uuid,
  label_uuid: null,
  label_name: null,
  role_uuid: null,
  role_name: null,
  member_count: 0,
});
// corp > (legal > contracts), (finance); ops; orphan (parent not in the list)
const groups = [
  g('legal', 'corp', 'Legal'),
  g('corp', null, 'Corporate'),
  g('contracts', 'legal', 'Contracts'),
  g('finance', 'corp', 'Finance'),
  g('ops', null, 'Ops'),
  g('orphan', 'gone', 'Orphan'),
];

describe('group tree', () => {
  it('nests children under their parents, sorted by name; a group whose parent is missing is a root', () => {
    const tree = buildTree(groups);
    expect(tree.map((n) => n.group.name)).toEqual(['Corporate', 'Ops', 'Orphan']);
    expect(tree[0].children.map((n) => n.group.name)).toEqual(['Finance', 'Legal']);
    expect(tree[0].children[1].children.map((n) => n.group.name)).toEqual(['Contracts']);
  });

  it('never offers a move under the group itself or its subtree, nor to where it already is', () => {
    expect([...subtreeOf(groups, 'corp')].sort()).toEqual([
      'contracts',
      'corp',
      'finance',
      'legal',
    ]);
    expect(moveTargets(groups, 'corp').map((x) => x.group_uuid)).toEqual(['ops', 'orphan']);
    expect(moveTargets(groups, 'legal').map((x) => x.group_uuid)).toEqual([
      'finance',
      'ops',
      'orphan',
    ]);
    expect(canMove(groups, 'corp', 'contracts')).toBe(false);
    expect(canMove(groups, 'legal', 'corp')).toBe(false);
    expect(canMove(groups, 'legal', null)).toBe(true);
    expect(canMove(groups, 'corp', null)).toBe(false);
    expect(canMove(groups, 'contracts', 'ops')).toBe(true);
  });
});
