import { List, Stack, Text, Title } from '@mantine/core';
import {
  educationScaleLabels,
  educationScaleMax,
  educationScaleText,
  occupationMessages,
  outlookLabels,
  salaryRatingBands,
  type OpportunityDetail,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { BrightOutlookBadge } from './OccupationCard';
import { formatCount, formatGrowth, formatSalary } from './format';
import { ScaleBar } from './ScaleBar';

function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const educationSteps = Object.values(educationScaleLabels);
const salarySteps = salaryRatingBands.map((band) => band.label);

/** Education scale 1-5 (spec 9), or the spec's message when O*NET has no education data. */
export function EducationFact({ level }: { level: number | null }) {
  const text = educationScaleText(level);
  return (
    <Fact title="Education">
      {text === null || level === null ? (
        <Text>{occupationMessages.noEducation}</Text>
      ) : (
        <>
          <Text>
            Most common requirement: <strong>{text}</strong>
          </Text>
          <ScaleBar value={level} steps={educationSteps} />
          <Text
            size="xs"
            c="dimmed"
          >{`Scale of ${educationScaleMax} levels, from high school to graduate degrees.`}</Text>
        </>
      )}
    </Fact>
  );
}

/** Salary scale 1-4 with its bands and the national median, or the spec's message when there is none. */
export function SalaryFact({ salary, rating }: { salary: number | null; rating: number | null }) {
  return (
    <Fact title="Salary">
      {salary === null || rating === null ? (
        <Text>{occupationMessages.noSalary}</Text>
      ) : (
        <>
          <Text>
            National median: <strong>{`${formatSalary(salary)} a year`}</strong>
          </Text>
          <Text>{`${rating} of ${salaryRatingBands.length}: ${salaryRatingBands[rating - 1]!.label}`}</Text>
          <ScaleBar value={rating} steps={salarySteps} />
        </>
      )}
    </Fact>
  );
}

/** Job outlook by the spec's growth rule, with growth, openings and the Bright Outlook designation and its reason. */
export function OutlookFact({ detail }: { detail: OpportunityDetail }) {
  const { outlook, growth_rate: growth, annual_job_openings: openings, bright_outlook_reason: reason } = detail;
  return (
    <Fact title="Job Outlook">
      {outlook === null || growth === null ? (
        <Text>We couldn&apos;t find employment projections for this occupation.</Text>
      ) : (
        <Text>
          <strong>{outlookLabels[outlook]}</strong>
          {` — projected growth ${formatGrowth(growth)} from 2024 to 2034 (national).`}
        </Text>
      )}
      {openings !== null && <Text>{`About ${formatCount(openings)} job openings a year (national).`}</Text>}
      {reason && (
        <div>
          <BrightOutlookBadge reason={reason} />
        </div>
      )}
    </Fact>
  );
}

export function AliasesFact({ aliases }: { aliases: string[] }) {
  if (aliases.length === 0) return null;
  return (
    <Fact title="Also Called">
      <List spacing={2}>
        {aliases.map((alias) => (
          <List.Item key={alias}>{alias}</List.Item>
        ))}
      </List>
    </Fact>
  );
}
