/** The group tree built from the flat list, and where a group may move (never under itself). */
import type { GroupItem } from '../../../contract/api/groups';

export interface GroupNode {
  group: GroupItem;
  children: GroupNode[];
}

const byName = (a: GroupNode, b: GroupNode) => a.group.name.localeCompare(b.group.name);

/** Roots are groups without a parent, or whose parent is not in the list (so none is ever lost). */
export function buildTree(groups: readonly GroupItem[]): GroupNode[] {
  const nodes = new Map(
    groups.map((g) => [g.group_uuid, { group: g, children: [] as GroupNode[] }]),
  );
  const roots: GroupNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.group.parent_uuid ? nodes.get(node.group.parent_uuid) : undefined;
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  const sort = (list: GroupNode[]) => {
    list.sort(byName);
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/** The group and everything under it. */
export function subtreeOf(groups: readonly GroupItem[], groupUuid: string): Set<string> {
  const found = new Set([groupUuid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const g of groups) {
      if (g.parent_uuid && found.has(g.parent_uuid) && !found.has(g.group_uuid)) {
        found.add(g.group_uuid);
        grew = true;
      }
    }
  }
  return found;
}

/** The groups `groupUuid` may move under: any outside its own subtree, other than its parent now. */
export function moveTargets(groups: readonly GroupItem[], groupUuid: string): GroupItem[] {
  const own = subtreeOf(groups, groupUuid);
  const current = groups.find((g) => g.group_uuid === groupUuid)?.parent_uuid ?? null;
  return groups
    .filter((g) => !own.has(g.group_uuid) && g.group_uuid !== current)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether a drop of `dragged` onto `target` (null: the top level) is a real, allowed move. */
export function canMove(
  groups: readonly GroupItem[],
  dragged: string,
  target: string | null,
): boolean {
  const group = groups.find((g) => g.group_uuid === dragged);
  if (!group || group.parent_uuid === target) return false;
  return target === null || !subtreeOf(groups, dragged).has(target);
}
