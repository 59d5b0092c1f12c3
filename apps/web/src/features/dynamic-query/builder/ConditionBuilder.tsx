import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  addCondition,
  addGroup,
  canAddGroup,
  canRemove,
  setConjunction,
  removeNode,
  type Conjunction,
  type Path,
  type TreeNode,
} from './conditionTree';
import { ConditionRow, type BuilderField, type ConditionRowProps } from './ConditionRow';
import { builderTexts } from './texts';

interface ConditionBuilderProps {
  tree: TreeNode[];
  onChange: (tree: TreeNode[]) => void;
  fields: readonly BuilderField[];
  /** Messages per condition, keyed by the condition's key. */
  errors?: Readonly<Record<string, string>>;
  useOptions?: ConditionRowProps['useOptions'];
}

/** The build step's conditions: a list of conditions and groups, groups nested up to the depth limit. */
export function ConditionBuilder({ tree, onChange, fields, errors = {}, useOptions }: ConditionBuilderProps) {
  return (
    <ConditionList
      useOptions={useOptions}
      tree={tree}
      list={tree}
      path={[]}
      onChange={onChange}
      fields={fields}
      errors={errors}
      label={builderTexts.conditionsLabel}
    />
  );
}

interface ConditionListProps extends ConditionBuilderProps {
  list: readonly TreeNode[];
  path: Path;
  label: string;
  errors: Readonly<Record<string, string>>;
}

function ConjunctionControl({
  value,
  onChange,
  label,
}: {
  value: Conjunction;
  onChange: (value: Conjunction) => void;
  label: string;
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={label}
      value={value}
      onChange={(next) => onChange(next)}
      data={[
        { value: 'and', label: builderTexts.and },
        { value: 'or', label: builderTexts.or },
      ]}
    />
  );
}

function ConditionList({ tree, list, path, onChange, fields, errors, label, useOptions }: ConditionListProps) {
  const removable = canRemove(list.length);
  const groupAllowed = canAddGroup(path);
  return (
    <Stack gap="sm" role="group" aria-label={label}>
      {list.map((node, index) => {
        const nodePath = [...path, index];
        const name = `${label} › ${node.identifier === 'group' ? builderTexts.group : builderTexts.condition} ${index + 1}`;
        const conjunction =
          // The first entry of a list has no and/or (forms spec 5).
          index > 0 ? (
            <ConjunctionControl
              value={node.type}
              onChange={(type) => onChange(setConjunction(tree, nodePath, type))}
              label={`${name}: ${builderTexts.andOr}`}
            />
          ) : null;
        const remove = removable ? () => onChange(removeNode(tree, nodePath)) : undefined;
        if (node.identifier === 'condition') {
          return (
            <Stack key={node.key} gap={4}>
              {conjunction}
              <ConditionRow
                tree={tree}
                node={node}
                path={nodePath}
                name={name}
                fields={fields}
                onChange={onChange}
                onRemove={remove}
                error={errors[node.key]}
                useOptions={useOptions}
              />
            </Stack>
          );
        }
        return (
          <Stack key={node.key} gap={4}>
            {conjunction}
            <Paper withBorder p="sm" radius="sm" bg="gray.0">
              <Group justify="space-between" mb="xs">
                <Text size="sm" fw={600}>
                  {`${builderTexts.group} ${index + 1}`}
                </Text>
                {remove && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red.9"
                    // Mantine's subtle variant draws red 9 as red 6 (3.3:1 on gray 0) and tints the hover; red 9 text
                    // on red 0 keeps 5.2:1 (WCAG AA) at rest and hovered.
                    vars={() => ({
                      root: {
                        '--button-color': 'var(--mantine-color-red-9)',
                        '--button-hover': 'var(--mantine-color-red-0)',
                      },
                    })}
                    onClick={remove}
                    aria-label={`${builderTexts.remove} ${name}`}
                  >
                    {builderTexts.removeGroup}
                  </Button>
                )}
              </Group>
              <ConditionList
                tree={tree}
                list={node.conditions}
                path={nodePath}
                onChange={onChange}
                fields={fields}
                errors={errors}
                label={name}
                useOptions={useOptions}
              />
            </Paper>
          </Stack>
        );
      })}
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange(addCondition(tree, path))}
          aria-label={`${builderTexts.addCondition} (${label})`}
        >
          {builderTexts.addCondition}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={!groupAllowed}
          title={groupAllowed ? undefined : builderTexts.maxDepth}
          onClick={() => onChange(addGroup(tree, path))}
          aria-label={`${builderTexts.addGroup} (${label})`}
        >
          {builderTexts.addGroup}
        </Button>
        {!groupAllowed && (
          <Text size="xs" c="dark.6">
            {builderTexts.maxDepth}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
