import { List, Stack, Text, Title } from '@mantine/core';
import {
  educationScaleLabels,
  educationScaleMax,
  salaryRatingBands,
  type EducationScale,
  type OpportunityDetail,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { useFormat, useT } from '../../platform/i18n';
import { BrightOutlookBadge } from './BrightOutlookBadge';
import { formatGrowth } from './format';
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

const educationLevels = Object.keys(educationScaleLabels) as `${EducationScale}`[];
const salaryRatings = salaryRatingBands.map((band) => `${band.rating}` as const);
const isEducationScale = (level: number | null): level is EducationScale =>
  level !== null && level in educationScaleLabels;

/** Education scale 1-5 (spec 9), or the spec's message when O*NET has no education data. */
export function EducationFact({ level }: { level: number | null }) {
  const { t } = useT('occupations');
  const steps = educationLevels.map((step) => t(`facts.educationLevel.${step}`));
  return (
    <Fact title={t('facts.education')}>
      {!isEducationScale(level) ? (
        <Text>{t('facts.noEducation')}</Text>
      ) : (
        <>
          <Text>
            {t('facts.mostCommon')}{' '}
            <strong>
              {t('facts.educationScale', {
                level,
                max: educationScaleMax,
                label: t(`facts.educationLevel.${level}`),
              })}
            </strong>
          </Text>
          <ScaleBar value={level} steps={steps} />
          <Text size="xs" c="dimmed">
            {t('facts.educationScaleNote', { max: educationScaleMax })}
          </Text>
        </>
      )}
    </Fact>
  );
}

/** Salary scale 1-4 with its bands and the national median, or the spec's message when there is none. */
export function SalaryFact({ salary, rating }: { salary: number | null; rating: number | null }) {
  const { t } = useT('occupations');
  const format = useFormat();
  const steps = salaryRatings.map((step) => t(`facts.salaryBand.${step}`));
  const band = salaryRatings.find((step) => Number(step) === rating);
  return (
    <Fact title={t('facts.salary')}>
      {salary === null || rating === null || band === undefined ? (
        <Text>{t('facts.noSalary')}</Text>
      ) : (
        <>
          <Text>
            {t('facts.nationalMedian')} <strong>{t('card.perYear', { amount: format.money(salary) })}</strong>
          </Text>
          <Text>
            {t('facts.salaryRating', {
              rating,
              max: salaryRatingBands.length,
              label: t(`facts.salaryBand.${band}`),
            })}
          </Text>
          <ScaleBar value={rating} steps={steps} />
        </>
      )}
    </Fact>
  );
}

/** Job outlook by the spec's growth rule, with growth, openings and the Bright Outlook designation and its reason. */
export function OutlookFact({ detail }: { detail: OpportunityDetail }) {
  const { t } = useT('occupations');
  const format = useFormat();
  const { outlook, growth_rate: growth, annual_job_openings: openings, bright_outlook_reason: reason } = detail;
  return (
    <Fact title={t('facts.outlook')}>
      {outlook === null || growth === null ? (
        <Text>{t('facts.noOutlook')}</Text>
      ) : (
        <Text>
          <strong>{t(`facts.outlookLabel.${outlook}`)}</strong>
          {t('facts.projectedGrowth', { growth: formatGrowth(growth, format) })}
        </Text>
      )}
      {openings !== null && <Text>{t('facts.openings', { openings: format.number(openings) })}</Text>}
      {reason && (
        <div>
          <BrightOutlookBadge reason={reason} />
        </div>
      )}
    </Fact>
  );
}

export function AliasesFact({ aliases }: { aliases: string[] }) {
  const { t } = useT('occupations');
  if (aliases.length === 0) return null;
  return (
    <Fact title={t('facts.alsoCalled')}>
      <List spacing={2}>
        {aliases.map((alias) => (
          <List.Item key={alias}>{alias}</List.Item>
        ))}
      </List>
    </Fact>
  );
}
