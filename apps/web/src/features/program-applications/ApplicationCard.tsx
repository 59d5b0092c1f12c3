import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  applicationStatusLabels,
  eligibilityAssessmentLabels,
  type Application,
  type EligibilityAssessment,
  type ProgramsPanel,
} from '@portal/contracts';
import { formatDay } from '../customer-record/format-day';
import { DecisionForm } from './DecisionForm';

const assessmentColor: Record<EligibilityAssessment, string> = {
  likely_eligible: 'green',
  needs_review: 'yellow',
  unlikely: 'red',
};

interface ApplicationCardProps {
  customerId: number;
  application: Application;
  documents: ProgramsPanel['documents'];
  readOnly: boolean;
}

/** One application: the eligibility check's tri-state with its reasons and missing documents, then the decision. */
export function ApplicationCard({ customerId, application, documents, readOnly }: ApplicationCardProps) {
  const headingId = `application-${application.id}`;
  const { decision } = application;
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={headingId}>
      <Group gap="sm" mb={4} wrap="wrap">
        <Title order={4} size="h5" id={headingId}>
          {application.program_name}
        </Title>
        <Badge variant="light" c="dark.9" color={assessmentColor[application.assessment]}>
          {eligibilityAssessmentLabels[application.assessment]}
        </Badge>
        <Badge variant="outline" c="dark.9" color="gray">
          {applicationStatusLabels[application.status]}
        </Badge>
      </Group>
      <Text size="sm" c="dark.6">
        Opened {formatDay(application.opened_at)} by {application.opened_by}
      </Text>
      <Stack gap={4} mt="xs">
        <Text size="sm" fw={600}>
          Reasons
        </Text>
        <List size="sm">
          {application.reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
        {application.missing_documents.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              Documents still missing
            </Text>
            <List size="sm">
              {application.missing_documents.map((missing) => (
                <List.Item key={missing.label}>
                  {missing.label} (a document of the category {missing.categories.join(' or ')})
                </List.Item>
              ))}
            </List>
            {!readOnly && (
              <Anchor href="#customer-documents-heading" size="sm">
                Upload it in Customer documents
              </Anchor>
            )}
          </>
        )}
      </Stack>
      {decision && (
        <Text size="sm" mt="xs">
          Decided {decision.decision === 'eligible' ? 'eligible' : 'not eligible'} on {formatDay(decision.decided_at)}{' '}
          by {decision.decided_by}: {decision.reason}
          {decision.documents.length > 0 && ` (relied on ${decision.documents.map((row) => row.name).join(', ')})`}
        </Text>
      )}
      {!decision && application.status === 'open' && !readOnly && (
        <DecisionForm customerId={customerId} application={application} documents={documents} />
      )}
    </Paper>
  );
}
