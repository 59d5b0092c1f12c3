import { ActionIcon, Group, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  changeField,
  changeOperator,
  changeValue,
  type ConditionNode,
  type Path,
  type TreeNode,
} from './conditionTree';
import { builderTexts } from './texts';
import { ValueInput, type ValueOption } from './ValueInput';
import { emptyValueFor, valueInputFor, type FieldShape } from './valueInputs';

/** A field a condition may test, as the builder shows it (from the resources' metadata). */
export interface BuilderField extends FieldShape {
  /** What the condition's `field` holds. */
  value: string;
  label: string;
  /** The resource's label, grouping the field list. */
  group: string;
  operators: readonly ValueOption[];
  options: readonly ValueOption[];
}

export interface ConditionRowProps {
  tree: TreeNode[];
  node: ConditionNode;
  path: Path;
  name: string;
  fields: readonly BuilderField[];
  onChange: (tree: TreeNode[]) => void;
  onRemove?: () => void;
  error?: string;
  /** Options of a list field that has none in its metadata (looked up on demand). */
  useOptions?: (field: BuilderField | undefined) => { options: readonly ValueOption[]; loading: boolean };
}

function groupedFields(fields: readonly BuilderField[]) {
  const groups = new Map<string, ValueOption[]>();
  for (const field of fields) {
    const items = groups.get(field.group) ?? [];
    items.push({ value: field.value, label: field.label });
    groups.set(field.group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

const noOptions = (field: BuilderField | undefined) => ({ options: field?.options ?? [], loading: false });

/** One condition: field, operator and the value input the pair calls for, and Remove while others exist. */
export function ConditionRow({
  tree,
  node,
  path,
  name,
  fields,
  onChange,
  onRemove,
  error,
  useOptions = noOptions,
}: ConditionRowProps) {
  const field = fields.find((candidate) => candidate.value === node.field);
  const kind = valueInputFor(field, node.operator);
  const { options, loading } = useOptions(kind === 'select' || kind === 'multi-select' ? field : undefined);
  return (
    <Stack gap={2}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <Select
          aria-label={`${name}: ${builderTexts.field}`}
          placeholder={builderTexts.field}
          data={groupedFields(fields)}
          searchable
          nothingFoundMessage="Nothing found."
          value={node.field || null}
          onChange={(next) => onChange(changeField(tree, path, next ?? ''))}
          miw={200}
          style={{ flex: 1 }}
        />
        <Select
          aria-label={`${name}: ${builderTexts.operator}`}
          placeholder={builderTexts.operator}
          data={field ? field.operators.map((operator) => ({ ...operator })) : []}
          disabled={!field}
          value={node.operator || null}
          onChange={(next) => onChange(changeOperator(tree, path, next ?? '', (op) => emptyValueFor(field, op)))}
          miw={150}
        />
        <ValueInput
          kind={kind}
          field={field}
          value={node.value}
          onChange={(value) => onChange(changeValue(tree, path, value))}
          options={options}
          optionsLoading={loading}
          label={`${name}: ${builderTexts.value}`}
        />
        {onRemove && (
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="lg"
            onClick={onRemove}
            aria-label={`${builderTexts.remove} ${name}`}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
