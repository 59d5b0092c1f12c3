import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { formatProgramCost, programMessages, programPaths, type Program } from '@portal/contracts';
import { useId } from 'react';
import { IconBriefcase, IconDownload, IconMapPin } from './icons';
import { ProgramDescription } from './ProgramDescription';
import { SaveProgramButton } from './SaveProgramButton';

interface ProgramCardProps {
  program: Program;
  onShowDetails: (program: Program) => void;
  onShowRelated: (program: Program) => void;
}

/** 'Denver, CO · 5.1 miles away'; an online program's distance is its provider's nearest campus. */
export function programPlace(program: Program): string {
  const where = program.location
    ? [program.location.city, program.location.state].filter(Boolean).join(', ')
    : 'Online';
  const miles = program.distance_miles;
  if (miles === undefined) return where;
  const distance = miles < 1 ? 'under 1 mile away' : `${miles} miles away`;
  return `${where} · ${program.location ? '' : 'provider '}${distance}`;
}

export function ProgramCard({ program, onShowDetails, onShowRelated }: ProgramCardProps) {
  const titleId = useId();
  const cost = formatProgramCost(program.total_cost);
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
              Cost:
            </Text>{' '}
            {cost ?? 'Not listed'}
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
              aria-label={`${programMessages.seeMore}: ${program.title}`}
              onClick={() => onShowDetails(program)}
            >
              {programMessages.seeMore}
            </Button>
          )}
          {program.cip_id && (
            <Tooltip label={programMessages.relatedTitle} withArrow>
              <ActionIcon
                variant="light"
                size="md"
                aria-haspopup="dialog"
                aria-label={`${programMessages.relatedTitle}: ${program.title}`}
                onClick={() => onShowRelated(program)}
              >
                <IconBriefcase size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <Button
            component="a"
            href={programPaths.pdf(program.id)}
            download={`program-${program.id}.pdf`}
            size="compact-sm"
            variant="subtle"
            leftSection={<IconDownload size={16} aria-hidden />}
            aria-label={`Download PDF: ${program.title}`}
          >
            Download PDF
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
