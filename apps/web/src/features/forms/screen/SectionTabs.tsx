import { Group, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { sectionProgress, type FormSection } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../../platform/i18n';
import { ProgressBar } from '../../../ui/ProgressBar';
import { SectionStatusIcon } from './SectionStatusIcon';
import type { FormState } from './useFormState';

interface SectionTabsProps {
  state: FormState;
  current: FormSection;
  onSelect: (index: number) => void;
  children: ReactNode;
}

/** The vertical section tabs with status icon and progress (show_section_components); arrow keys move between them. */
export function SectionTabs({ state, current, onSelect, children }: SectionTabsProps) {
  const { t } = useT('forms');
  return (
    <Tabs
      orientation="vertical"
      variant="pills"
      value={String(current.id)}
      onChange={(value) => onSelect(state.sections.findIndex((section) => String(section.id) === value))}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label={t('steps')} w={{ base: 180, sm: 240 }}>
        {state.sections.map((section) => {
          const status = state.status.get(section.id) ?? 'default';
          const progress = section.isVerification
            ? null
            : sectionProgress(state.questionsOf(section.id), state.answers);
          return (
            <Tabs.Tab key={section.id} value={String(section.id)} py="sm">
              <Stack gap={6} align="stretch">
                <Group gap="xs" wrap="nowrap">
                  <SectionStatusIcon status={status} />
                  <Text size="sm" fw={500} ta="left">
                    {section.name}
                    <VisuallyHidden>{` (${t(`status.${status}`)})`}</VisuallyHidden>
                  </Text>
                </Group>
                {progress !== null && (
                  <ProgressBar
                    value={progress}
                    size="sm"
                    aria-label={t('answered', { section: section.name, progress })}
                  />
                )}
              </Stack>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {state.sections.map((section) => (
        <Tabs.Panel key={section.id} value={String(section.id)} pl="lg">
          {section.id === current.id && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
