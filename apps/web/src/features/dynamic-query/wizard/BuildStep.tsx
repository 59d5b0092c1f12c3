import { Alert, Button, Group, Stack } from '@mantine/core';
import { dynamicQueryMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldOptionsQuery } from '../api';
import { ConditionBuilder } from '../builder/ConditionBuilder';
import type { BuilderField } from '../builder/ConditionRow';
import { atLeastOne, pruneEmpty, type TreeNode } from '../builder/conditionTree';
import { conditionErrors } from '../builder/request';

/** A list field without options in its metadata looks them up (an empty list when that fails). */
function useFieldOptions(field: BuilderField | undefined) {
  const lookup = field !== undefined && field.options.length === 0 ? field.value : null;
  const { data, isFetching } = useQuery(fieldOptionsQuery(lookup));
  if (!field) return { options: [], loading: false };
  if (lookup === null) return { options: field.options, loading: false };
  return { options: (data ?? []).map((o) => ({ value: String(o.value), label: o.label })), loading: isFetching };
}

interface BuildStepProps {
  tree: TreeNode[];
  fields: readonly BuilderField[];
  onChange: (tree: TreeNode[]) => void;
  onBack: () => void;
  onNext: (tree: TreeNode[]) => void;
}

/** Step 2: the conditions. Unfilled conditions are dropped on Next; a half-filled one is marked 'Required field'. */
export function BuildStep({ tree, fields, onChange, onBack, onNext }: BuildStepProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [listError, setListError] = useState<string | null>(null);
  const next = () => {
    const pruned = pruneEmpty(tree);
    const found = conditionErrors(pruned, (key) => fields.find((field) => field.value === key));
    onChange(atLeastOne(pruned));
    setErrors(found);
    setListError(pruned.length === 0 ? dynamicQueryMessages.conditionsMin : null);
    if (pruned.length > 0 && Object.keys(found).length === 0) onNext(pruned);
  };
  return (
    <Stack>
      <ConditionBuilder
        tree={tree}
        onChange={(changed) => {
          setListError(null);
          onChange(changed);
        }}
        fields={fields}
        errors={errors}
        useOptions={useFieldOptions}
      />
      {listError && (
        <Alert color="red" role="alert">
          {listError}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={next}>Next</Button>
      </Group>
    </Stack>
  );
}
