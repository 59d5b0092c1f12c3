import { formMessages, queryOperators, type QueryNode, type QueryOperator } from '@portal/contracts';
import {
  emptyCondition,
  emptyGroup,
  type ConditionNode,
  type ConditionValue,
  type Conjunction,
  type TreeNode,
} from './conditionTree';
import { valueInputFor, type FieldShape } from './valueInputs';

const isOperator = (value: string): value is QueryOperator => (queryOperators as readonly string[]).includes(value);

function hasValue(value: ConditionValue): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return value.start !== '' && value.end !== '';
  return value !== '';
}

/**
 * Why each condition cannot be run yet, keyed by the condition's key ('Required field' for a missing field, operator
 * or value). Run after pruning, so every condition left was started by the user.
 */
export function conditionErrors(
  tree: readonly TreeNode[],
  fieldOf: (key: string) => FieldShape | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const visit = (nodes: readonly TreeNode[]) => {
    for (const node of nodes) {
      if (node.identifier === 'group') {
        visit(node.conditions);
        continue;
      }
      const field = fieldOf(node.field);
      const complete =
        field !== undefined &&
        isOperator(node.operator) &&
        valueInputFor(field, node.operator) !== 'none' &&
        hasValue(node.value);
      if (!complete) errors[node.key] = formMessages.required;
    }
  };
  visit(tree);
  return errors;
}

/** The request's conditions: the tree without its client-only keys (only for a tree without errors). */
export function toRequestNodes(tree: readonly TreeNode[]): QueryNode[] {
  return tree.map((node) =>
    node.identifier === 'group'
      ? { identifier: 'group', type: node.type, conditions: toRequestNodes(node.conditions) }
      : {
          identifier: 'condition',
          type: node.type,
          field: node.field,
          operator: node.operator as QueryOperator,
          value: node.value,
        },
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const conjunctionOf = (value: unknown): Conjunction => (value === 'or' ? 'or' : 'and');

function toValue(value: unknown): ConditionValue {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    return value.filter((entry): entry is string | number | boolean =>
      ['string', 'number', 'boolean'].includes(typeof entry),
    );
  }
  if (isRecord(value)) {
    return {
      start: typeof value.start === 'string' ? value.start : '',
      end: typeof value.end === 'string' ? value.end : '',
    };
  }
  return '';
}

/** A stored query's conditions as a builder tree (for Edit); null when they are not a list of conditions and groups. */
export function fromRequestNodes(nodes: unknown): TreeNode[] | null {
  if (!Array.isArray(nodes)) return null;
  const tree: TreeNode[] = [];
  for (const node of nodes) {
    if (!isRecord(node)) return null;
    if (node.identifier === 'group') {
      const conditions = fromRequestNodes(node.conditions);
      if (conditions === null) return null;
      tree.push({ ...emptyGroup(conjunctionOf(node.type)), conditions });
    } else if (node.identifier === 'condition') {
      const condition: ConditionNode = {
        ...emptyCondition(conjunctionOf(node.type)),
        field: typeof node.field === 'string' ? node.field : '',
        operator: typeof node.operator === 'string' ? node.operator : '',
        value: toValue(node.value),
      };
      tree.push(condition);
    } else {
      return null;
    }
  }
  return tree;
}
