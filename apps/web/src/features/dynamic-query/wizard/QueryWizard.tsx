import { Stepper, Title } from '@mantine/core';
import { dynamicQueryMessages, type QueryResults, type ResourceMetadata } from '@portal/contracts';
import { isApiError } from '../../../platform/api';
import { showErrorToast, showSuccessToast } from '../../../platform/toasts';
import { useSaveQuery } from '../api';
import { BuildStep } from './BuildStep';
import { FieldsStep } from './FieldsStep';
import { NameStep } from './NameStep';
import { ResultsStep } from './ResultsStep';
import { useMemo } from 'react';
import type { PageWizard } from './wizardStart';
import {
  builderFields,
  defaultFields,
  editWizard,
  newWizard,
  runTargetOf,
  runWizard,
  wizardSteps,
  type WizardState,
} from './wizardState';

interface QueryWizardProps {
  state: WizardState;
  onChange: (state: WizardState) => void;
  resources: readonly ResourceMetadata[];
  page: number;
  onPage: (page: number) => void;
  /** Back to the view tab: after a save, a cancel, or leaving a run. */
  onDone: () => void;
}

/** The wizard's state for where the page started it (wizardStart.ts): the same object while the start is. */
function useStarted(wizard: PageWizard): WizardState {
  return useMemo(() => {
    if (!('start' in wizard)) return wizard;
    if (wizard.start === 'new') return newWizard();
    return wizard.start === 'edit' ? editWizard(wizard.query) : runWizard(wizard.query);
  }, [wizard]);
}

/** The build tab as the page opens it: a start (new, edit, run) or the wizard's state (issue #30). */
export function StartedQueryWizard({ state, ...props }: Omit<QueryWizardProps, 'state'> & { state: PageWizard }) {
  return <QueryWizard state={useStarted(state)} {...props} />;
}

const stepLabels = { create: 'Create', build: 'Build', fields: 'Fields', results: 'Results' } as const;

/** The build tab's four steps (forms spec 4): create, build, fields, results. */
export function QueryWizard({ state, onChange, resources, page, onPage, onDone }: QueryWizardProps) {
  const save = useSaveQuery();
  const fields = builderFields(resources);
  const go = (patch: Partial<WizardState>) => onChange({ ...state, ...patch });

  const onSave = (results: QueryResults) => {
    const editing = state.mode === 'edit';
    const target = runTargetOf(state);
    if (!('request' in target)) return;
    save.mutate(
      {
        id: editing ? state.queryId : null,
        body: {
          name: state.name,
          query_request: target.request,
          is_primary: false,
          total_records: results.total,
          unique_count: results.unique_count,
        },
      },
      {
        onSuccess: () => {
          showSuccessToast(editing ? dynamicQueryMessages.updated : dynamicQueryMessages.saved);
          onDone();
        },
        onError: (error) => {
          const nameError = isApiError(error, 422) ? error.body?.errors?.name?.[0] : undefined;
          showErrorToast(nameError ?? dynamicQueryMessages.saveFailed);
        },
      },
    );
  };

  if (state.mode === 'run') {
    return (
      <>
        <Title order={2} size="h3" mb="sm">
          {state.name}
        </Title>
        <ResultsStep
          target={runTargetOf(state)}
          fields={state.fields}
          page={page}
          onPage={onPage}
          onBack={onDone}
          backLabel="Back to Your Queries"
        />
      </>
    );
  }

  return (
    <Stepper active={wizardSteps.indexOf(state.step)} size="sm" allowNextStepsSelect={false}>
      <Stepper.Step label={stepLabels.create}>
        <NameStep name={state.name} onCancel={onDone} onNext={(name) => go({ name, step: 'build' })} />
      </Stepper.Step>
      <Stepper.Step label={stepLabels.build}>
        <BuildStep
          tree={state.tree}
          fields={fields}
          onChange={(tree) => go({ tree })}
          onBack={() => go({ step: 'create' })}
          onNext={(tree) =>
            go({ tree, step: 'fields', fields: state.fields.length > 0 ? state.fields : defaultFields(resources) })
          }
        />
      </Stepper.Step>
      <Stepper.Step label={stepLabels.fields}>
        <FieldsStep
          resources={resources}
          selected={state.fields}
          onBack={(chosen) => go({ fields: chosen, step: 'build' })}
          onNext={(chosen) => go({ fields: chosen, step: 'results' })}
        />
      </Stepper.Step>
      <Stepper.Step label={stepLabels.results}>
        <ResultsStep
          target={runTargetOf(state)}
          fields={state.fields}
          page={page}
          onPage={onPage}
          onSave={onSave}
          saving={save.isPending}
          saveLabel={state.mode === 'edit' ? 'Update Query' : 'Save Query'}
          onBack={() => go({ step: 'fields' })}
          backLabel="Back"
        />
      </Stepper.Step>
    </Stepper>
  );
}
