import { Button } from '@mantine/core';
import { programMessages, type Program } from '@portal/contracts';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { IconBookmark, IconBookmarkFilled } from './icons';
import { useToggleProgramSave } from './queries';

/** The save toggle: the label changes only once the server confirmed (spec 4). */
export function SaveProgramButton({ program }: { program: Pick<Program, 'id' | 'title' | 'is_saved'> }) {
  const toggle = useToggleProgramSave();
  const saved = program.is_saved;
  return (
    <Button
      size="compact-sm"
      variant={saved ? 'filled' : 'outline'}
      leftSection={saved ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />}
      loading={toggle.isPending}
      aria-label={`${saved ? 'Saved' : 'Save'}: ${program.title}`}
      onClick={() =>
        toggle.mutate(program, {
          onSuccess: ({ is_saved }) => {
            if (is_saved) showSuccessToast(programMessages.savedText, programMessages.savedTitle);
          },
          onError: () => showErrorToast(programMessages.saveError),
        })
      }
    >
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}
