import type { ResourceMetadata, SelectedField, StoredQuery } from '@portal/contracts';
import { initialTree, type TreeNode } from '../builder/conditionTree';
import { fromRequestNodes, toRequestNodes } from '../builder/request';
import type { BuilderField } from '../builder/ConditionRow';
import type { RunTarget } from '../api';

export const wizardSteps = ['create', 'build', 'fields', 'results'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** The build tab: a new query, an edit of a stored one (saving updates it), or a run of a stored one. */
export interface WizardState {
  mode: 'create' | 'edit' | 'run';
  queryId: number | null;
  name: string;
  tree: TreeNode[];
  fields: SelectedField[];
  step: WizardStep;
}

export const newWizard = (): WizardState => ({
  mode: 'create',
  queryId: null,
  name: '',
  tree: initialTree(),
  fields: [],
  step: 'create',
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function storedFields(request: unknown): SelectedField[] {
  const fields = isRecord(request) && Array.isArray(request.fields) ? request.fields : [];
  return fields.filter(
    (field): field is SelectedField =>
      isRecord(field) &&
      typeof field.id === 'string' &&
      typeof field.name === 'string' &&
      typeof field.type === 'string',
  );
}

/** Forms spec 4: Edit opens at the name step with the stored id, in edit mode. */
export function editWizard(query: StoredQuery): WizardState {
  const conditions = isRecord(query.query_request) ? query.query_request.conditions : undefined;
  const tree = fromRequestNodes(conditions);
  return {
    mode: 'edit',
    queryId: query.id,
    name: query.name,
    tree: tree && tree.length > 0 ? tree : initialTree(),
    fields: storedFields(query.query_request),
    step: 'create',
  };
}

/** Forms spec 4: Run opens the results with the stored id. */
export function runWizard(query: StoredQuery): WizardState {
  return { ...editWizard(query), mode: 'run', step: 'results' };
}

export function runTargetOf(state: WizardState): RunTarget {
  if (state.mode === 'run' && state.queryId !== null) return { queryId: state.queryId };
  return {
    request: { resource: 'customers', conditions: toRequestNodes(state.tree), fields: state.fields, sortFields: [] },
  };
}

/** The builder's field list from the resources' metadata. */
export function builderFields(resources: readonly ResourceMetadata[]): BuilderField[] {
  return resources.flatMap((resource) =>
    resource.fields.map((field) => ({
      value: field.field,
      label: field.label,
      group: resource.label,
      type: field.type,
      list: field.list,
      operators: field.operators,
      options: field.options.map((option) => ({ value: String(option.value), label: option.label })),
    })),
  );
}

/** The fields a new query starts with in the fields step: those the metadata marks as default. */
export function defaultFields(resources: readonly ResourceMetadata[]): SelectedField[] {
  return resources.flatMap((resource) =>
    resource.fields
      .filter((field) => field.default)
      .map((field) => ({ id: field.field, name: field.label, type: field.type })),
  );
}
