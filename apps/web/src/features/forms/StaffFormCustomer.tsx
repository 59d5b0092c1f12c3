import { Anchor, Text } from '@mantine/core';
import { customerRecordRoute } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTerminology } from '../../platform/settings';
import { customerRecordQuery } from '../customer-record/api';

interface StaffFormCustomerProps {
  customerId: number;
  /** The name when the page already has it (a loaded form carries the customer's names); otherwise it is fetched. */
  name?: string;
}

/** On the staff form screens: whose forms these are, linking back to the customer's record. */
export function StaffFormCustomer({ customerId, name }: StaffFormCustomerProps) {
  const { customer } = useTerminology();
  const record = useQuery({ ...customerRecordQuery(customerId), enabled: name === undefined });
  const shownName = name ?? record.data?.full_name;
  if (!shownName) return null;
  return (
    <Text>
      {`${customer}: `}
      <Anchor component={Link} to={customerRecordRoute(customerId)}>
        {shownName}
      </Anchor>
    </Text>
  );
}
