import { Button } from '@mantine/core';
import type { Program } from '@portal/contracts';
import { i18n, useT } from '../../platform/i18n';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { IconBookmark, IconBookmarkFilled } from './icons';
import { useToggleProgramSave } from './queries';

/** The save toggle: the label changes only once the server confirmed (spec 4). */
export function SaveProgramButton({ program }: { program: Pick<Program, 'id' | 'title' | 'is_saved'> }) {
  const { t } = useT('programs');
  const toggle = useToggleProgramSave();
  const saved = program.is_saved;
  return (
    <Button
      size="compact-sm"
      variant={saved ? 'filled' : 'outline'}
      leftSection={saved ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />}
      loading={toggle.isPending}
      aria-label={t('card.named', { action: saved ? t('card.saved') : t('card.save'), title: program.title })}
      onClick={() =>
        toggle.mutate(program, {
          onSuccess: ({ is_saved }) => {
            if (is_saved) showSuccessToast(i18n.t('programs:card.savedText'), i18n.t('programs:card.savedTitle'));
          },
          onError: () => showErrorToast(i18n.t('programs:card.saveError')),
        })
      }
    >
      {saved ? t('card.saved') : t('card.save')}
    </Button>
  );
}
