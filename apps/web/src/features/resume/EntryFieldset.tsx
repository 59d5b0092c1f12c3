import { ActionIcon, Button, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { resumeLimits } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../platform/i18n';
import type { ResumeFormValues } from './formValues';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconX } from './icons';

type ResumeForm = UseFormReturnType<ResumeFormValues>;
type EntryList = 'jobs' | 'educations';

interface EntryFieldsetProps {
  form: ResumeForm;
  list: EntryList;
  index: number;
  count: number;
  /** What the entry is called in its legend and its buttons' names ('Medical Assistant'). */
  name: string;
  children: ReactNode;
}

/** One job or education entry: its fields, its bullets, and buttons to move it up or down or remove it. */
export function EntryFieldset({ form, list, index, count, name, children }: EntryFieldsetProps) {
  const { t } = useT('resume');
  const bulletsPath = `${list}.${index}.accomplishments` as const;
  const bullets = form.values[list][index]?.accomplishments ?? [];
  return (
    <Fieldset legend={name} variant="filled">
      <Stack gap="sm">
        {children}
        <Stack gap="xs">
          {bullets.map((_, bullet) => (
            <Group key={bullet} gap="xs" wrap="nowrap" align="flex-start">
              <Textarea
                flex={1}
                autosize
                minRows={1}
                label={t('bullet', { number: bullet + 1 })}
                {...form.getInputProps(`${bulletsPath}.${bullet}`)}
              />
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red.9"
                onClick={() => form.removeListItem(bulletsPath, bullet)}
                aria-label={t('removeBullet', { number: bullet + 1, name })}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {typeof form.errors[bulletsPath] === 'string' && (
            <Text size="sm" c="red.9">
              {form.errors[bulletsPath]}
            </Text>
          )}
        </Stack>
        <Group justify="space-between" gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={bullets.length >= resumeLimits.bullets}
            onClick={() => form.insertListItem(bulletsPath, '')}
            aria-label={t('addBulletTo', { name })}
          >
            {t('addBullet')}
          </Button>
          <Group gap={4}>
            <ActionIcon
              variant="default"
              disabled={index === 0}
              onClick={() => form.reorderListItem(list, { from: index, to: index - 1 })}
              aria-label={t('moveUp', { name })}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              disabled={index === count - 1}
              onClick={() => form.reorderListItem(list, { from: index, to: index + 1 })}
              aria-label={t('moveDown', { name })}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              color="red.9"
              onClick={() => form.removeListItem(list, index)}
              aria-label={t('remove', { name })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Fieldset>
  );
}
