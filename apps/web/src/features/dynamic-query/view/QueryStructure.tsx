import { Code, List, Text } from '@mantine/core';
import { dynamicQueryMessages, operatorLabels, type QueryOperator } from '@portal/contracts';

interface QueryStructureProps {
  /** The stored query_request, as stored (it may be old or broken). */
  request: unknown;
  labelOf: (fieldKey: string) => string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isRecord(value)) return `${valueText(value.start)} – ${valueText(value.end)}`;
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return dynamicQueryMessages.emptyCell;
}

function Nodes({ nodes, labelOf }: { nodes: unknown[]; labelOf: (key: string) => string }) {
  return (
    <List size="sm" spacing={2} withPadding listStyleType="none">
      {nodes.map((node, index) => {
        if (!isRecord(node)) return <List.Item key={index}>{dynamicQueryMessages.invalidStructure}</List.Item>;
        const join = index > 0 ? <Text span fw={700}>{`${String(node.type).toUpperCase()} `}</Text> : null;
        if (node.identifier === 'group') {
          const inner = Array.isArray(node.conditions) ? node.conditions : [];
          return (
            <List.Item key={index}>
              {join}(
              <Nodes nodes={inner} labelOf={labelOf} />)
            </List.Item>
          );
        }
        const operator = operatorLabels[node.operator as QueryOperator] ?? String(node.operator);
        return (
          <List.Item key={index}>
            {join}
            {labelOf(String(node.field))} {operator} <Code>{valueText(node.value)}</Code>
          </List.Item>
        );
      })}
    </List>
  );
}

/** A stored query's conditions as text: 'Invalid Query Structure' when they are not a list, 'No condition found!' when empty. */
export function QueryStructure({ request, labelOf }: QueryStructureProps) {
  const conditions = isRecord(request) ? request.conditions : undefined;
  if (!Array.isArray(conditions)) return <Text size="sm">{dynamicQueryMessages.invalidStructure}</Text>;
  if (conditions.length === 0) return <Text size="sm">{dynamicQueryMessages.noCondition}</Text>;
  return <Nodes nodes={conditions} labelOf={labelOf} />;
}
