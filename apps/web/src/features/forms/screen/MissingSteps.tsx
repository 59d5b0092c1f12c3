import { Anchor, Text } from '@mantine/core';
import { useT } from '../../../platform/i18n';
import classes from './MissingSteps.module.css';
import type { FormState } from './useFormState';

/** Links to every section that failed validation ('Steps Missing Answers:'). */
export function MissingSteps({ state, onSelect }: { state: FormState; onSelect: (index: number) => void }) {
  const { t } = useT('forms');
  const missing = state.sections
    .map((section, index) => ({ section, index }))
    .filter(({ section }) => state.status.get(section.id) === 'invalid');
  if (missing.length === 0) return null;
  return (
    <div>
      <Text fw={600}>{t('stepsMissing')}</Text>
      <ul className={classes.list}>
        {missing.map(({ section, index }) => (
          <li key={section.id} className={classes.item}>
            <Anchor component="button" type="button" onClick={() => onSelect(index)}>
              {section.name}
            </Anchor>
          </li>
        ))}
      </ul>
    </div>
  );
}
