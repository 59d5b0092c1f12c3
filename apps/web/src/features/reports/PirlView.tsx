import { Alert, Anchor, Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { customerRecordRoute, pirlCheckKindLabels, pirlProgramLabels, type PirlRunResult } from '@portal/contracts';
import { Link } from 'react-router';
import { StackedTable } from '../../ui/StackedTable';

/**
 * The PIRL run's edit checks as WIPS shows them: "Ready" when none fail; else the counts per rule and per element,
 * and the failing records, each with a link to the customer's record and one to the screen that keeps the field.
 */
export function PirlView({ result }: { result: PirlRunResult }) {
  const failedRules = result.rules.filter((rule) => rule.failures > 0);
  const failedElements = result.elements.filter((element) => element.failures > 0);
  return (
    <Stack>
      <Group gap="sm">
        <Text size="sm">{`Layout ${result.layout_version}; ${result.periods.toLocaleString('en-US')} periods of participation.`}</Text>
        {result.ready ? (
          <Badge color="green" variant="light" c="dark.7" size="lg">
            Ready
          </Badge>
        ) : (
          <Badge color="red" variant="light" c="dark.7" size="lg">
            {`${result.total_failures.toLocaleString('en-US')} edit-check failures`}
          </Badge>
        )}
      </Group>
      {result.ready ? (
        <Alert color="green" variant="light" title="Ready" styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}>
          No record fails an edit check: the file can be uploaded to WIPS.
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <StackedTable striped>
              <Table.Caption>Failures per rule</Table.Caption>
              <Table.Thead role="rowgroup">
                <Table.Tr role="row">
                  <Table.Th role="columnheader">Rule</Table.Th>
                  <Table.Th role="columnheader">Check</Table.Th>
                  <Table.Th role="columnheader">Failures</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody role="rowgroup">
                {failedRules.map((rule) => (
                  <Table.Tr key={rule.rule_id} role="row">
                    <Table.Td role="cell" data-label="Rule">
                      {`${rule.rule_id}: ${rule.message}`}
                    </Table.Td>
                    <Table.Td role="cell" data-label="Check">
                      {pirlCheckKindLabels[rule.kind]}
                    </Table.Td>
                    <Table.Td role="cell" data-label="Failures">
                      {rule.failures.toLocaleString('en-US')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </StackedTable>
            <StackedTable striped>
              <Table.Caption>Failures per element</Table.Caption>
              <Table.Thead role="rowgroup">
                <Table.Tr role="row">
                  <Table.Th role="columnheader">Element</Table.Th>
                  <Table.Th role="columnheader">Failures</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody role="rowgroup">
                {failedElements.map((element) => (
                  <Table.Tr key={element.element} role="row">
                    <Table.Td role="cell" data-label="Element">
                      {`${element.element} ${element.name}`}
                    </Table.Td>
                    <Table.Td role="cell" data-label="Failures">
                      {element.failures.toLocaleString('en-US')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </StackedTable>
          </SimpleGrid>
          <Title order={2} size="h3">
            Failing records
          </Title>
          {result.failures_truncated ? (
            <Text size="sm">{`The first ${result.failures.length.toLocaleString('en-US')} are listed; fix them and run again.`}</Text>
          ) : null}
          <StackedTable striped>
            <Table.Caption>Failing records and where to fix them</Table.Caption>
            <Table.Thead role="rowgroup">
              <Table.Tr role="row">
                <Table.Th role="columnheader">Customer</Table.Th>
                <Table.Th role="columnheader">Program</Table.Th>
                <Table.Th role="columnheader">Element</Table.Th>
                <Table.Th role="columnheader">Problem</Table.Th>
                <Table.Th role="columnheader">Fix</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody role="rowgroup">
              {result.failures.map((failure) => (
                <Table.Tr key={`${failure.rule_id}-${failure.enrollment_id}-${failure.element}`} role="row">
                  <Table.Td role="cell" data-label="Customer">
                    <Anchor component={Link} to={customerRecordRoute(failure.customer_id)}>
                      {`Customer ${failure.customer_id}`}
                    </Anchor>
                  </Table.Td>
                  <Table.Td role="cell" data-label="Program">
                    {pirlProgramLabels[failure.program]}
                  </Table.Td>
                  <Table.Td role="cell" data-label="Element">
                    {`${failure.element} ${failure.element_name}`}
                  </Table.Td>
                  <Table.Td role="cell" data-label="Problem">
                    {failure.message}
                  </Table.Td>
                  <Table.Td role="cell" data-label="Fix">
                    <Anchor component={Link} to={failure.fix_path}>
                      {`Fix ${failure.field} of customer ${failure.customer_id}`}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        </>
      )}
    </Stack>
  );
}
