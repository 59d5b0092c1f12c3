import { Box, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import type { FormLoadResponse } from '@portal/contracts';
import { useState } from 'react';
import { useT } from '../../../platform/i18n';
import type { FormTarget } from '../api';
import type { FieldContext } from '../fieldTypes';
import { FormNav } from './FormNav';
import { showFormToast } from './formToasts';
import { MissingSteps } from './MissingSteps';
import { SectionTabs } from './laterSectionTabs';
import { SectionView } from './SectionView';
import { useFormActions } from './useFormActions';
import { useFormState } from './useFormState';
import { useLeaveGuard } from './useLeaveGuard';

interface FormScreenProps {
  load: FormLoadResponse;
  target: FormTarget;
  listPath: string;
}

/** The dynamic form screen (forms spec 2): header, section tabs, the current section, navigation and summary. */
export function FormScreen({ load, target, listPath }: FormScreenProps) {
  const { t } = useT('forms');
  const state = useFormState(load);
  const actions = useFormActions(state, target, listPath);
  const [index, setIndex] = useState(0);
  useLeaveGuard(state.dirty.size > 0 && !actions.completed);

  const { form, sections } = state;
  const current = sections[index] ?? sections[0];
  if (!current) return <Text>{t('noSteps')}</Text>;
  const ctx: FieldContext = { form, target, toast: showFormToast };
  const showTabs = form.show_section_components && sections.length > 1;

  /**
   * Leaving a section validates it (spec 4). From the buttons and links the new section's heading takes focus; from
   * the tabs focus stays on the tab list.
   */
  const goTo = (next: number, focusHeading = true) => {
    if (next < 0 || next >= sections.length || next === index) return;
    state.validateSections([current.id]);
    setIndex(next);
    const opened = sections[next];
    if (focusHeading) requestAnimationFrame(() => document.getElementById(`section-${opened?.id}-title`)?.focus());
  };
  const currentInvalid = state.status.get(current.id) === 'invalid';

  const body = (
    <Stack gap="md">
      <SectionView section={current} state={state} ctx={ctx} />
      <FormNav
        first={index === 0}
        last={index === sections.length - 1}
        busy={actions.busy}
        disabled={actions.completed}
        onPrevious={() => goTo(index - 1)}
        onNext={() => goTo(index + 1)}
        onSave={() => void actions.saveSection(current.id)}
        onSubmit={() => void actions.submitAll()}
      />
    </Stack>
  );

  return (
    <Box pos="relative">
      <LoadingOverlay visible={actions.busy} zIndex={300} overlayProps={{ blur: 1 }} aria-label={t('saving')} />
      <Stack gap="lg">
        <header>
          <Title order={1}>{showTabs ? t('stepsTitle', { name: form.name_short }) : form.name_short}</Title>
          {form.instructions && <Text mt="xs">{form.instructions}</Text>}
        </header>
        <Box aria-live="polite" role="status">
          {currentInvalid && (
            <Text c="red.8" fw={500}>
              {t('hasErrorsIn', { section: current.name })}
            </Text>
          )}
          <MissingSteps state={state} onSelect={goTo} />
        </Box>
        {showTabs ? (
          <SectionTabs state={state} current={current} onSelect={(next) => goTo(next, false)}>
            {body}
          </SectionTabs>
        ) : (
          body
        )}
      </Stack>
    </Box>
  );
}
