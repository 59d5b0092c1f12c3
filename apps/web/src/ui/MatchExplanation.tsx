import { Group, Progress, Stack, Text } from '@mantine/core';
import { matchLabel, matchPercent, type MatchRaise } from '@portal/contracts';
import { useId } from 'react';
import { useT } from '../platform/i18n';

/** One factor as the server explains it: its part of the score (the parts add up to the score). */
export interface MatchFactorShare {
  /** Which input: its name is then the catalogue's, in the language shown. */
  factor?: 'interests' | 'skills' | 'experience' | 'education';
  label: string;
  share: number;
  /** The customer has given this input. */
  present: boolean;
}

export interface MatchExplanationProps {
  factors: readonly MatchFactorShare[];
  /** What would raise the match ('Finishing an associate degree would raise this match from Good to Great'). */
  raise: string | null;
  /** The same as figures, worded by the catalogue when the page is not in English. */
  raiseDetail?: MatchRaise | null | undefined;
  /** Names the list ('Why Registered Nurses matches you'). */
  title: string;
}

/**
 * The sentence on what would raise a match, in the page's language: the server's own in English; in another, the
 * same figures worded by the catalogue (names of clusters, skills and jobs stay as the data has them).
 */
export function useRaiseSentence() {
  const { t, i18n } = useT('occupations');
  return (raise: string | null, detail: MatchRaise | null | undefined): string | null => {
    if (i18n.language === 'en' || !raise || !detail) return raise;
    const [from, to] = [matchLabel(detail.from), matchLabel(detail.to)];
    const change =
      from === to
        ? t('match.raise.changePercent', { from: matchPercent(detail.from), to: matchPercent(detail.to) })
        : t('match.raise.changeLabel', { from: t(`match.label.${from}`), to: t(`match.label.${to}`) });
    const subject = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(detail.subjects);
    const level = String(detail.education) as '1' | '2' | '3' | '4' | '5';
    const education = detail.education === null ? '' : t(`match.raise.education.${level}`);
    return t(`match.raise.${detail.kind}`, { change, subject, education });
  };
}

const percent = (share: number) => `${Math.round(Math.min(Math.max(share, 0), 1) * 100)}%`;

/**
 * Each factor's part of a match score as a labelled bar (the parts add up to the score: '+30%'), then the sentence on
 * what would raise it.
 */
export function MatchExplanation({ factors, raise, raiseDetail, title }: MatchExplanationProps) {
  const { t } = useT('occupations');
  const sentence = useRaiseSentence()(raise, raiseDetail);
  const titleId = useId();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id={titleId}>
        {title}
      </Text>
      <Stack component="ul" gap={6} aria-labelledby={titleId} m={0} p={0} style={{ listStyle: 'none' }}>
        {factors.map((factor) => {
          const name = factor.factor ? t(`match.factor.${factor.factor}`) : factor.label;
          const value = t('match.factorValue', {
            factor: name,
            value: factor.present ? t('match.adds', { percent: percent(factor.share) }) : t('match.notGivenYet'),
          });
          const share = factor.present ? Math.round(Math.min(Math.max(factor.share, 0), 1) * 100) : 0;
          return (
            <li key={factor.label}>
              <Group gap="sm" wrap="nowrap">
                <Text size="sm" w={{ base: 150, sm: 190 }} style={{ flexShrink: 0 }}>
                  {name}
                </Text>
                {/* The whole track is the progressbar, so a factor not given yet (an empty bar) is still there. */}
                <Progress.Root
                  size="md"
                  style={{ flexGrow: 1 }}
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={share}
                  aria-valuetext={`${share}%`}
                  aria-label={value}
                >
                  <Progress.Section value={share} withAria={false} />
                </Progress.Root>
                <Text size="sm" w={90} ta="right" c={factor.present ? undefined : 'dark.6'}>
                  {factor.present ? `+${percent(factor.share)}` : t('match.notGiven')}
                </Text>
              </Group>
            </li>
          );
        })}
      </Stack>
      {sentence && <Text size="sm">{sentence}</Text>}
    </Stack>
  );
}
