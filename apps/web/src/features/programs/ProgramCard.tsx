import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { programPaths, type Program } from '@portal/contracts';
import { useId } from 'react';
import { isLanguage, useFormat, useT, type Formatters } from '../../platform/i18n';
import { LaterTooltip } from '../../ui/LaterTooltip';
import { IconBriefcase, IconDownload, IconMapPin } from './icons';
import { ProgramDescription } from './ProgramDescription';
import { SaveProgramButton } from './SaveProgramButton';

interface ProgramCardProps {
  program: Program;
  onShowDetails: (program: Program) => void;
  onShowRelated: (program: Program) => void;
}

/** A cost as the contract writes it ('$1,250', '$99.50') in the language shown. */
export function formatCost(value: number | null, format: Formatters): string | null {
  return value === null ? null : format.money(value, { cents: !Number.isInteger(value) });
}

/** 'Denver, CO · 5.1 miles away'; an online program's distance is its provider's nearest campus. */
export function useProgramPlace() {
  const { t } = useT('programs');
  const format = useFormat();
  return (program: Program): string => {
    const where = program.location
      ? [program.location.city, program.location.state].filter(Boolean).join(', ')
      : t('card.online');
    const miles = program.distance_miles;
    if (miles === undefined) return where;
    const distance = miles < 1 ? t('card.underOneMile') : t('card.milesAway', { miles: format.number(miles) });
    return t(program.location ? 'card.place' : 'card.providerPlace', { where, distance });
  };
}

/** Related Occupations: its hover label's code comes after the cards have painted (issue #30). */
function RelatedButton({ label, name, onClick }: { label: string; name: string; onClick: () => void }) {
  const button = (
    <ActionIcon variant="light" size="md" aria-haspopup="dialog" aria-label={name} onClick={onClick}>
      <IconBriefcase size={18} aria-hidden />
    </ActionIcon>
  );
  return (
    <LaterTooltip label={label} withArrow>
      {button}
    </LaterTooltip>
  );
}

export function ProgramCard({ program, onShowDetails, onShowRelated }: ProgramCardProps) {
  const { t, i18n } = useT('programs');
  const format = useFormat();
  const programPlace = useProgramPlace();
  const titleId = useId();
  const cost = formatCost(program.total_cost, format);
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h4" id={titleId}>
              {program.title}
            </Title>
            <Text size="sm" c="dimmed">
              {program.provider.name}
            </Text>
          </div>
          <SaveProgramButton program={program} />
        </Group>
        <Group gap="xs">
          <Badge variant="light" color="blue">
            {program.type}
          </Badge>
          <Badge variant="light" color="grape">
            {program.format}
          </Badge>
          <Badge variant="light" color="gray">
            {program.provider.provider_type}
          </Badge>
        </Group>
        <Group gap="lg">
          <Text size="sm">
            <Text span fw={600}>
              {t('card.cost')}
            </Text>{' '}
            {cost ?? t('card.notListed')}
          </Text>
          <Group gap={4}>
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{programPlace(program)}</Text>
          </Group>
        </Group>
        {program.description && <ProgramDescription text={program.description} />}
        <Group gap="xs">
          {program.description && (
            <Button
              size="compact-sm"
              variant="light"
              aria-haspopup="dialog"
              aria-label={t('card.named', { action: t('card.seeMore'), title: program.title })}
              onClick={() => onShowDetails(program)}
            >
              {t('card.seeMore')}
            </Button>
          )}
          {program.cip_id && (
            <RelatedButton
              label={t('related.title')}
              name={t('card.named', { action: t('related.title'), title: program.title })}
              onClick={() => onShowRelated(program)}
            />
          )}
          <Button
            component="a"
            href={programPaths.pdf(program.id, isLanguage(i18n.language) ? i18n.language : undefined)}
            download={`program-${program.id}.pdf`}
            size="compact-sm"
            variant="subtle"
            leftSection={<IconDownload size={16} aria-hidden />}
            aria-label={t('card.named', { action: t('card.downloadPdf'), title: program.title })}
          >
            {t('card.downloadPdf')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
