/** The builder's own labels (the spec's messages live in the contracts). */
export const builderTexts = {
  conditionsLabel: 'Conditions',
  condition: 'Condition',
  group: 'Group',
  and: 'And',
  or: 'Or',
  andOr: 'and/or',
  field: 'Field',
  operator: 'Operator',
  value: 'Value',
  remove: 'Remove',
  removeCondition: 'Remove',
  removeGroup: 'Remove group',
  addCondition: 'Add Condition',
  addGroup: 'Add Group',
  maxDepth: 'Reached max allowed depth of nested Groups',
} as const;
