import { Anchor, Button, Group, List, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { formatProgramLocation, programPaths, type Program } from '@portal/contracts';
import { isLanguage, useFormat, useT, type Formatters } from '../../platform/i18n';
import { IconDownload } from './icons';
import { formatCost, useProgramPlace } from './ProgramCard';
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

type T = ReturnType<typeof useT<'programs'>>['t'];

const orDash = (value: string | number | null) => (value === null || value === '' ? '-' : String(value));
const yesNo = (value: boolean | null, t: T) =>
  value === null ? t('details.unknown') : value ? t('details.yes') : t('details.no');

/** The program's facts in the order the PDF shows them (the contract's programFacts), in the language shown. */
function programFacts(program: Program, t: T, format: Formatters): [string, string][] {
  return [
    [t('details.fact.type'), program.type],
    [t('details.fact.format'), program.format],
    [t('details.fact.cip'), program.cip_id ? `${program.cip_id} ${program.cip_title ?? ''}`.trim() : '-'],
    [t('details.fact.totalCost'), formatCost(program.total_cost, format) ?? '-'],
    [t('details.fact.tuitionCost'), formatCost(program.tuition_cost, format) ?? '-'],
    [t('details.fact.creditHours'), orDash(program.credit_hours)],
    [t('details.fact.contactHours'), orDash(program.contact_hours)],
    [t('details.fact.duration'), orDash(program.duration)],
    [t('details.fact.semesters'), orDash(program.semesters)],
    [t('details.fact.financialAid'), yesNo(program.eligible_for_financial_aid, t)],
    [t('details.fact.veteranAid'), yesNo(program.eligible_for_gi_veteran_aid, t)],
    [t('details.fact.paidTraining'), yesNo(program.eligible_for_paid_training, t)],
    [t('details.fact.tuitionSupport'), yesNo(program.eligible_for_tuition_support, t)],
    [t('details.fact.wioa'), orDash(program.local_areas_offering_wioa_funding)],
  ];
}

function providerFacts(provider: Program['provider'], t: T): [string, string][] {
  return [
    [t('details.providerFact.type'), [provider.provider_type, provider.type].filter(Boolean).join(' - ')],
    [t('details.providerFact.accreditation'), orDash(provider.accreditation)],
    [t('details.providerFact.supportServices'), orDash(provider.support_services)],
    [t('details.providerFact.phone'), orDash(provider.contact_phone)],
    [t('details.providerFact.website'), orDash(provider.website)],
    [t('details.providerFact.commutingArea'), orDash(provider.commuting_area_description)],
  ];
}

/** 'Program Details': every field of the program and its provider, with the save toggle and the PDF. */
export function ProgramDetailsDialog({ program, onClose }: { program: Program | null; onClose: () => void }) {
  const { t, i18n } = useT('programs');
  const format = useFormat();
  const programPlace = useProgramPlace();
  return (
    <Modal opened={program !== null} onClose={onClose} title={t('details.title')} size="lg">
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
              href={programPaths.pdf(program.id, isLanguage(i18n.language) ? i18n.language : undefined)}
              download={`program-${program.id}.pdf`}
              size="compact-sm"
              variant="subtle"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('card.downloadPdf')}
            </Button>
          </Group>
          <Section title={t('details.description')} text={program.description} />
          <Facts caption={t('details.programFacts')} rows={programFacts(program, t, format)} />
          {program.link && (
            <Anchor href={program.link} target="_blank" rel="noreferrer" size="sm">
              {t('details.website')}
            </Anchor>
          )}
          <Section title={t('details.prerequisites')} text={program.prerequisite_skills} />
          <Section title={t('details.skillsGained')} text={program.expected_skills_acquired} />
          <Section title={t('details.relatedCareers')} text={program.related_career_information} />
          <Title order={4} size="h5">
            {t('details.about', { provider: program.provider.name })}
          </Title>
          {program.provider.description && <Text size="sm">{program.provider.description}</Text>}
          <Facts caption={t('details.providerFacts')} rows={providerFacts(program.provider, t)} />
          {program.provider.locations.length > 0 && (
            <div>
              <Title order={5} size="h6">
                {t('details.locations')}
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
