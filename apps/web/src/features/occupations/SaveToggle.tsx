import { ActionIcon, Button } from '@mantine/core';
import { useT } from '../../platform/i18n';
import { LaterTooltip } from '../../ui/LaterTooltip';
import { useToggleSaved } from './api';
import { IconBookmark, IconBookmarkFilled } from './icons';

interface SaveToggleProps {
  id: number;
  title: string;
  saved: boolean;
  /** 'icon' on cards (named "Save {title}"), 'button' with the visible label "Save" in the detail header. */
  variant?: 'icon' | 'button';
}

/**
 * The save toggle (spec 2 and 4): one call saves or unsaves, a spinner shows while it is pending, and the pressed
 * state changes only once the server has answered. Its name stays the same; aria-pressed carries the state.
 */
export function SaveToggle({ id, title, saved, variant = 'icon' }: SaveToggleProps) {
  const { t } = useT('occupations');
  const toggle = useToggleSaved(id);
  const Icon = saved ? IconBookmarkFilled : IconBookmark;
  const common = {
    'aria-pressed': saved,
    'aria-busy': toggle.isPending || undefined,
    loading: toggle.isPending,
    onClick: () => toggle.mutate(),
  };
  if (variant === 'button') {
    return (
      <Button {...common} variant={saved ? 'filled' : 'outline'} leftSection={<Icon size={18} aria-hidden />}>
        {t('card.save')}
      </Button>
    );
  }
  const button = (
    <ActionIcon
      {...common}
      variant={saved ? 'filled' : 'outline'}
      size="lg"
      aria-label={t('card.saveTitle', { title })}
    >
      <Icon size={20} aria-hidden />
    </ActionIcon>
  );
  return (
    <LaterTooltip label={saved ? t('card.saved') : t('card.save')} withArrow>
      {button}
    </LaterTooltip>
  );
}
