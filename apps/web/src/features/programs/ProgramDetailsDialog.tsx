import { Anchor, Button, Group, List, Modal, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatProgramLocation,
  programFacts,
  programMessages,
  programPaths,
  providerFacts,
  type Program,
} from '@portal/contracts';
import { IconDownload } from './icons';
import { programPlace } from './ProgramCard';
import { SaveProgramButton } from './SaveProgramButton';

function Facts({ caption, rows }: { caption: string; rows: [string, string][] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} layout="fixed">
      <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {caption}
      </caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="45%" fw={600}>
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Section({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <Title order={4} size="h5">
        {title}
      </Title>
      <Text size="sm">{text}</Text>
    </div>
  );
}

/** 'Program Details': every field of the program and its provider, with the save toggle and the PDF. */
export function ProgramDetailsDialog({ program, onClose }: { program: Program | null; onClose: () => void }) {
  return (
    <Modal opened={program !== null} onClose={onClose} title={programMessages.detailsTitle} size="lg">
      {program && (
        <Stack gap="md">
          <div>
            <Title order={3} size="h4">
              {program.title}
            </Title>
            <Text size="sm" c="dimmed">
              {program.provider.name} · {programPlace(program)}
            </Text>
          </div>
          <Group gap="xs">
            <SaveProgramButton program={program} />
            <Button
              component="a"
              href={programPaths.pdf(program.id)}
              download={`program-${program.id}.pdf`}
              size="compact-sm"
              variant="subtle"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Download PDF
            </Button>
          </Group>
          <Section title="Description" text={program.description} />
          <Facts caption="Program facts" rows={programFacts(program)} />
          {program.link && (
            <Anchor href={program.link} target="_blank" rel="noreferrer" size="sm">
              Program website (opens in a new tab)
            </Anchor>
          )}
          <Section title="Prerequisite skills" text={program.prerequisite_skills} />
          <Section title="Skills you will gain" text={program.expected_skills_acquired} />
          <Section title="Related career information" text={program.related_career_information} />
          <Title order={4} size="h5">
            About {program.provider.name}
          </Title>
          {program.provider.description && <Text size="sm">{program.provider.description}</Text>}
          <Facts caption="Provider facts" rows={providerFacts(program.provider)} />
          {program.provider.locations.length > 0 && (
            <div>
              <Title order={5} size="h6">
                Locations
              </Title>
              <List size="sm">
                {program.provider.locations.map((location) => (
                  <List.Item key={formatProgramLocation(location)}>{formatProgramLocation(location)}</List.Item>
                ))}
              </List>
            </div>
          )}
        </Stack>
      )}
    </Modal>
  );
}
