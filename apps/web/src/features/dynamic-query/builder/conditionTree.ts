/**
 * The condition builder's state as plain data and pure transitions (forms spec 4 and 5). The components only call
 * these; conditionTree.test.ts is the table of transitions. Each node carries a client-only `key` for React; the
 * request shape (without keys) comes from `toRequestConditions`.
 */

export type Conjunction = 'and' | 'or';
export type RangeValue = { start: string; end: string };
export type ConditionValue = string | number | boolean | RangeValue | Array<string | number | boolean>;

export interface ConditionNode {
  identifier: 'condition';
  key: string;
  type: Conjunction;
  field: string;
  operator: string;
  value: ConditionValue;
}

export interface GroupNode {
  identifier: 'group';
  key: string;
  type: Conjunction;
  conditions: TreeNode[];
}

export type TreeNode = ConditionNode | GroupNode;
/** Indexes from the top-level list down to a node; `[]` is the top-level list itself. */
export type Path = readonly number[];

/** Forms spec 9: groups nest at most this deep (a group in the top-level list is depth 1). */
export const maxGroupDepth = 4;

let lastKey = 0;
const nextKey = () => `n${++lastKey}`;

export function emptyCondition(type: Conjunction = 'and'): ConditionNode {
  return { identifier: 'condition', key: nextKey(), type, field: '', operator: '', value: '' };
}

export function emptyGroup(type: Conjunction = 'and'): GroupNode {
  return { identifier: 'group', key: nextKey(), type, conditions: [emptyCondition()] };
}

/** A new builder: one empty condition (each list has at least one entry). */
export function initialTree(): TreeNode[] {
  return [emptyCondition()];
}

/** How deep the list at `containerPath` is: 0 for the top-level list, 1 inside a top-level group, ... */
export const depthOf = (containerPath: Path) => containerPath.length;

/** Add Group is offered in a list only while the new group stays within the depth limit. */
export const canAddGroup = (containerPath: Path) => depthOf(containerPath) + 1 <= maxGroupDepth;

/** A condition or group can be removed only while its list holds more than one entry. */
export const canRemove = (listLength: number) => listLength > 1;

/** The list at `containerPath` (the top-level list for `[]`); undefined when the path does not lead to a group. */
export function listAt(tree: readonly TreeNode[], containerPath: Path): readonly TreeNode[] | undefined {
  let list: readonly TreeNode[] = tree;
  for (const index of containerPath) {
    const node = list[index];
    if (node?.identifier !== 'group') return undefined;
    list = node.conditions;
  }
  return list;
}

export function nodeAt(tree: readonly TreeNode[], path: Path): TreeNode | undefined {
  if (path.length === 0) return undefined;
  return listAt(tree, path.slice(0, -1))?.[path.at(-1)!];
}

/** Replaces the list at `containerPath` by `change(list)`, copying only the nodes along the path. */
function updateList(tree: TreeNode[], containerPath: Path, change: (list: TreeNode[]) => TreeNode[]): TreeNode[] {
  if (containerPath.length === 0) return change(tree);
  const [index, ...rest] = containerPath as [number, ...number[]];
  const node = tree[index];
  if (node?.identifier !== 'group') return tree;
  const updated: GroupNode = { ...node, conditions: updateList(node.conditions, rest, change) };
  return tree.map((entry, i) => (i === index ? updated : entry));
}

function updateNode(tree: TreeNode[], path: Path, change: (node: TreeNode) => TreeNode): TreeNode[] {
  if (path.length === 0) return tree;
  const index = path.at(-1)!;
  return updateList(tree, path.slice(0, -1), (list) =>
    index < list.length ? list.map((node, i) => (i === index ? change(node) : node)) : list,
  );
}

function updateCondition(tree: TreeNode[], path: Path, change: (node: ConditionNode) => ConditionNode) {
  return updateNode(tree, path, (node) => (node.identifier === 'condition' ? change(node) : node));
}

export function addCondition(tree: TreeNode[], containerPath: Path): TreeNode[] {
  return updateList(tree, containerPath, (list) => [...list, emptyCondition()]);
}

/** Appends a group holding one empty condition; nothing changes at the depth limit. */
export function addGroup(tree: TreeNode[], containerPath: Path): TreeNode[] {
  if (!canAddGroup(containerPath)) return tree;
  return updateList(tree, containerPath, (list) => [...list, emptyGroup()]);
}

/** Removes the node at `path` unless it is the only entry of its list. */
export function removeNode(tree: TreeNode[], path: Path): TreeNode[] {
  if (path.length === 0) return tree;
  const index = path.at(-1)!;
  return updateList(tree, path.slice(0, -1), (list) =>
    canRemove(list.length) ? list.filter((_, i) => i !== index) : list,
  );
}

export function setConjunction(tree: TreeNode[], path: Path, type: Conjunction): TreeNode[] {
  return updateNode(tree, path, (node) => ({ ...node, type }));
}

/** A new field: the operator and the value start over (forms spec 4). */
export function changeField(tree: TreeNode[], path: Path, field: string): TreeNode[] {
  return updateCondition(tree, path, (node) => ({ ...node, field, operator: '', value: '' }));
}

/** A new operator: the value is the default of what the operator takes (`emptyValue`). */
export function changeOperator(
  tree: TreeNode[],
  path: Path,
  operator: string,
  emptyValue: (operator: string) => ConditionValue,
): TreeNode[] {
  return updateCondition(tree, path, (node) => ({ ...node, operator, value: emptyValue(operator) }));
}

export function changeValue(tree: TreeNode[], path: Path, value: ConditionValue): TreeNode[] {
  return updateCondition(tree, path, (node) => ({ ...node, value }));
}

function isBlankValue(value: ConditionValue): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return value.start === '' && value.end === '';
  return value === '';
}

/** Forms spec 5: a condition counts as filled when its field, operator or value is non-empty. */
export function isFilled(node: ConditionNode): boolean {
  return node.field !== '' || node.operator !== '' || !isBlankValue(node.value);
}

/** Drops unfilled conditions, then groups left with nothing in them (done before moving on from the build step). */
export function pruneEmpty(tree: readonly TreeNode[]): TreeNode[] {
  const kept: TreeNode[] = [];
  for (const node of tree) {
    if (node.identifier === 'condition') {
      if (isFilled(node)) kept.push(node);
      continue;
    }
    const conditions = pruneEmpty(node.conditions);
    if (conditions.length > 0) kept.push({ ...node, conditions });
  }
  return kept;
}

/** The builder's list after pruning, never empty: an empty result leaves one empty condition to fill. */
export function atLeastOne(tree: TreeNode[]): TreeNode[] {
  return tree.length > 0 ? tree : initialTree();
}
