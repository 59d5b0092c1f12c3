import { Anchor, Text } from '@mantine/core';
import { cutDescription } from '@portal/contracts';
import { useId, useState } from 'react';
import { useT } from '../../platform/i18n';

/** A card's description: cut at 210 characters, with 'See more' / 'See less' to open it in place (spec 9). */
export function ProgramDescription({ text }: { text: string }) {
  const { t } = useT('programs');
  const [open, setOpen] = useState(false);
  const id = useId();
  const { text: short, cut } = cutDescription(text);
  return (
    <Text size="sm" id={id}>
      {open || !cut ? text : short}{' '}
      {cut && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('card.seeLess') : t('card.seeMoreText')}
        </Anchor>
      )}
    </Text>
  );
}
