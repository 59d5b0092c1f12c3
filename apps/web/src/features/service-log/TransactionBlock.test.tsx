import { useForm } from '@mantine/form';
import { fundingPaths, serviceLogFundingMessages as messages, type FundingCategory } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { emptyFunding, TransactionBlock, type FundingFormValues } from './TransactionBlock';

const programs = [
  { id: 1, name: 'WIOA Adult' },
  { id: 2, name: 'Wagner-Peyser' },
];

function Harness({ category, threshold = 0 }: { category: FundingCategory; threshold?: number }) {
  const form = useForm<FundingFormValues>({
    mode: 'controlled',
    initialValues: { fundingAssociated: false, fundingLog: emptyFunding() },
  });
  return (
    <>
      <TransactionBlock
        form={form}
        category={category}
        programs={programs}
        thresholdDollars={threshold}
        invoice={null}
        onInvoice={() => undefined}
      />
      <output data-testid="funds">{JSON.stringify(form.values.fundingLog.programFunds)}</output>
    </>
  );
}

function lookups() {
  return mockFetch({
    [`GET ${fundingPaths.approvers}`]: { body: { data: [{ id: 9, first_name: 'Alex', last_name: 'Morgan' }] } },
    [`GET ${fundingPaths.vendors}?category=training`]: { body: { data: [{ id: 4, name: 'Front Range CDL Academy' }] } },
    [`GET ${fundingPaths.paymentTypes}`]: { body: { data: [{ id: 1, name: 'Check' }] } },
    [`GET ${fundingPaths.programs}`]: {
      body: {
        data: [{ id: 1, name: 'WIOA Adult', program_year: 2026, budget_cents: 10_000_00, available_cents: 7_500_00 }],
      },
    },
    [`GET ${fundingPaths.courseTypes}`]: { body: { data: [{ id: 1, name: 'Registered Apprenticeship' }] } },
  });
}

describe('the service log TRANSACTION block', () => {
  it('takes whole dollars per chosen program as cents, totals them and asks for the confirm under the threshold', async () => {
    lookups();
    const { user } = renderWithProviders(<Harness category="training" threshold={500} />);
    expect(screen.queryByRole('combobox', { name: 'Approver' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Request funding for this service' }));
    expect(await screen.findByRole('combobox', { name: 'Vendor' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount for WIOA Adult (dollars)' }), '120.5');
    await user.type(screen.getByRole('textbox', { name: 'Amount for Wagner-Peyser (dollars)' }), '80');
    // '.' is refused as a key (staff spec 5): 120.5 becomes 1205.
    expect(JSON.parse(screen.getByTestId('funds').textContent)).toEqual([
      { program: 1, fund: 120_500 },
      { program: 2, fund: 8_000 },
    ]);
    expect(screen.getByText('$1,285.00')).toBeInTheDocument();
    expect(screen.getByText('$7,500.00 available in PY2026')).toBeInTheDocument();
    expect(screen.queryByText(messages.thresholdConfirm)).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Amount for WIOA Adult (dollars)' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount for WIOA Adult (dollars)' }), '100');
    expect(screen.getByText('$180.00')).toBeInTheDocument();
    expect(screen.getByText(messages.thresholdConfirm)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Course type' })).toBeInTheDocument();
  });

  it('asks for the employer instead of a vendor for a log (OJT) request', async () => {
    lookups();
    const { user } = renderWithProviders(<Harness category="log" />);
    await user.click(screen.getByRole('checkbox', { name: 'Request funding for this service' }));
    expect(await screen.findByRole('textbox', { name: 'Employer Name' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Vendor' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Employer Estimated Hours' })).toBeInTheDocument();
  });
});
