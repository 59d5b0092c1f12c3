import { describe, expect, it } from 'vitest';
import {
  addCondition,
  addGroup,
  canAddGroup,
  canRemove,
  changeField,
  changeOperator,
  changeValue,
  emptyCondition,
  emptyGroup,
  initialTree,
  isFilled,
  maxGroupDepth,
  nodeAt,
  pruneEmpty,
  removeNode,
  setConjunction,
  type ConditionNode,
  type ConditionValue,
  type Path,
  type TreeNode,
} from './conditionTree';

/** The tree without its client-only keys, to compare shapes. */
function shape(tree: readonly TreeNode[]): unknown[] {
  return tree.map((node) =>
    node.identifier === 'group'
      ? { group: node.type, conditions: shape(node.conditions) }
      : { [node.type]: `${node.field}|${node.operator}|${JSON.stringify(node.value)}` },
  );
}

const condition = (field: string, operator = '', value: ConditionValue = '', type: 'and' | 'or' = 'and') =>
  ({ ...emptyCondition(type), field, operator, value }) satisfies ConditionNode;

const group = (...conditions: TreeNode[]): TreeNode => ({ ...emptyGroup(), conditions });

/** Groups nested `levels` deep, each holding one condition and the next group. */
function nested(levels: number): TreeNode[] {
  let inner: TreeNode[] = [condition('deepest', 'is', 'x')];
  for (let level = 0; level < levels; level++) inner = [group(condition(`g${level}`, 'is', 'x'), ...inner)];
  return inner;
}

const emptyFor = (operator: string): ConditionValue => (operator === 'in' ? [] : 0);

describe('condition tree transitions', () => {
  const two = [condition('city', 'is', 'Denver'), condition('age', 'greaterThan', 30, 'or')];
  const withGroup = [condition('city', 'is', 'Denver'), group(condition('age', 'is', 3), condition('zip', 'is', '8'))];

  const cases: Array<{ name: string; before: TreeNode[]; apply: (tree: TreeNode[]) => TreeNode[]; after: unknown }> = [
    {
      name: 'a new builder has one empty condition',
      before: [],
      apply: () => initialTree(),
      after: [{ and: '||""' }],
    },
    {
      name: 'add condition appends an empty one to the top-level list',
      before: two,
      apply: (tree) => addCondition(tree, []),
      after: [...shape(two), { and: '||""' }],
    },
    {
      name: 'add condition inside a group appends to that group only',
      before: withGroup,
      apply: (tree) => addCondition(tree, [1]),
      after: [
        { and: 'city|is|"Denver"' },
        { group: 'and', conditions: [{ and: 'age|is|3' }, { and: 'zip|is|"8"' }, { and: '||""' }] },
      ],
    },
    {
      name: 'add group appends a group holding one empty condition',
      before: two,
      apply: (tree) => addGroup(tree, []),
      after: [...shape(two), { group: 'and', conditions: [{ and: '||""' }] }],
    },
    {
      name: 'remove takes the entry out of its list',
      before: two,
      apply: (tree) => removeNode(tree, [0]),
      after: [{ or: 'age|greaterThan|30' }],
    },
    {
      name: 'remove of the only entry of a list changes nothing',
      before: [condition('city', 'is', 'Denver')],
      apply: (tree) => removeNode(tree, [0]),
      after: [{ and: 'city|is|"Denver"' }],
    },
    {
      name: 'remove of the only condition in a group changes nothing',
      before: [condition('a'), group(condition('b', 'is', 'x'))],
      apply: (tree) => removeNode(tree, [1, 0]),
      after: [{ and: 'a||""' }, { group: 'and', conditions: [{ and: 'b|is|"x"' }] }],
    },
    {
      name: 'a whole group can be removed while its list has another entry',
      before: withGroup,
      apply: (tree) => removeNode(tree, [1]),
      after: [{ and: 'city|is|"Denver"' }],
    },
    {
      name: 'and/or is set on the node',
      before: two,
      apply: (tree) => setConjunction(tree, [1], 'and'),
      after: [{ and: 'city|is|"Denver"' }, { and: 'age|greaterThan|30' }],
    },
    {
      name: 'a group takes and/or too',
      before: withGroup,
      apply: (tree) => setConjunction(tree, [1], 'or'),
      after: [{ and: 'city|is|"Denver"' }, { group: 'or', conditions: [{ and: 'age|is|3' }, { and: 'zip|is|"8"' }] }],
    },
    {
      name: 'a field change resets the operator and the value',
      before: two,
      apply: (tree) => changeField(tree, [1], 'zip'),
      after: [{ and: 'city|is|"Denver"' }, { or: 'zip||""' }],
    },
    {
      name: 'a field change inside a group resets only that condition',
      before: withGroup,
      apply: (tree) => changeField(tree, [1, 1], 'city'),
      after: [{ and: 'city|is|"Denver"' }, { group: 'and', conditions: [{ and: 'age|is|3' }, { and: 'city||""' }] }],
    },
    {
      name: "an operator change resets the value to what the operator's input starts with",
      before: two,
      apply: (tree) => changeOperator(tree, [1], 'lessThan', emptyFor),
      after: [{ and: 'city|is|"Denver"' }, { or: 'age|lessThan|0' }],
    },
    {
      name: 'an operator change to a list operator starts an empty list',
      before: two,
      apply: (tree) => changeOperator(tree, [1], 'in', emptyFor),
      after: [{ and: 'city|is|"Denver"' }, { or: 'age|in|[]' }],
    },
    {
      name: 'a value change keeps field and operator',
      before: two,
      apply: (tree) => changeValue(tree, [0], 'Aurora'),
      after: [{ and: 'city|is|"Aurora"' }, { or: 'age|greaterThan|30' }],
    },
    {
      name: 'a field change on a group path changes nothing',
      before: withGroup,
      apply: (tree) => changeField(tree, [1], 'city'),
      after: shape(withGroup),
    },
    {
      name: 'a path past the end changes nothing',
      before: two,
      apply: (tree) => changeValue(tree, [7], 'x'),
      after: shape(two),
    },
  ];

  for (const { name, before, apply, after } of cases) {
    it(name, () => {
      const snapshot = JSON.stringify(before);
      expect(shape(apply(before))).toEqual(after);
      expect(JSON.stringify(before)).toBe(snapshot);
    });
  }
});

describe('group depth', () => {
  it(`allows groups down to depth ${maxGroupDepth} and no further`, () => {
    expect(canAddGroup([])).toBe(true);
    expect(canAddGroup([0, 0, 0])).toBe(true);
    expect(canAddGroup([0, 0, 0, 0])).toBe(false);
  });

  it('adds the deepest allowed group, then refuses one more level', () => {
    // nested(3): the top-level group is [0], its inner group [0, 1], the innermost [0, 1, 1].
    let tree = nested(maxGroupDepth - 1);
    const deepest: Path = [0, 1, 1];
    expect(nodeAt(tree, deepest)?.identifier).toBe('group');
    tree = addGroup(tree, deepest);
    const added = nodeAt(tree, [...deepest, 2]);
    expect(added?.identifier).toBe('group');
    expect(addGroup(tree, [...deepest, 2])).toBe(tree);
  });
});

describe('removal rule', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
  ])('a list of %i entries allows removal: %s', (length, allowed) => {
    expect(canRemove(length)).toBe(allowed);
  });
});

describe('pruning empty conditions', () => {
  it.each<[string, ConditionNode, boolean]>([
    ['all blank', condition(''), false],
    ['a field only', condition('city'), true],
    ['an operator only', { ...condition(''), operator: 'is' }, true],
    ['a value only', { ...condition(''), value: 'x' }, true],
    ['0 is a value', { ...condition(''), value: 0 }, true],
    ['false is a value', { ...condition(''), value: false }, true],
    ['an empty list is blank', { ...condition(''), value: [] }, false],
    ['an empty range is blank', { ...condition(''), value: { start: '', end: '' } }, false],
    ['half a range is a value', { ...condition(''), value: { start: '2024-01-01', end: '' } }, true],
  ])('%s: filled %s', (_, node, filled) => {
    expect(isFilled(node)).toBe(filled);
  });

  it('drops blank conditions, then groups left empty, at every depth', () => {
    const tree = [
      condition(''),
      condition('city', 'is', 'Denver'),
      group(condition(''), group(condition(''))),
      group(condition(''), condition('zip', 'is', '8')),
    ];
    expect(shape(pruneEmpty(tree))).toEqual([
      { and: 'city|is|"Denver"' },
      { group: 'and', conditions: [{ and: 'zip|is|"8"' }] },
    ]);
  });
});
