import { customerRecordMessages, messageCenterTexts, type CustomerMessage } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { MessagesPanel } from './MessagesPanel';
import { SendMessageButton } from './SendMessageDialog';

const message = (id: number, subject: string, delivery: Partial<CustomerMessage['delivery']>): CustomerMessage => ({
  id,
  subject,
  body: `Body of ${subject}`,
  sender_name: 'Dana Case',
  created_at: '2026-03-01T15:00:00.000Z',
  delivery: {
    status: 'sent',
    transport: 'smtp',
    attempts: 1,
    sent_at: '2026-03-01T15:00:05.000Z',
    last_error: null,
    ...delivery,
  },
});
const page = (data: CustomerMessage[], currentPage = 1, lastPage = 1) => ({
  body: { data, currentPage, lastPage, total: data.length },
});

describe('MessagesPanel', () => {
  it('lists each message with its sender and delivery state, and pages', async () => {
    const fetch = mockFetch({
      'GET /internal-api/customers/12/messages?page=1': page(
        [
          message(3, 'Workshop', { status: 'sent', transport: 'local' }),
          message(2, 'Documents', {
            status: 'failed',
            attempts: 5,
            sent_at: null,
            last_error: 'EENVELOPE: 550 Mailbox unavailable',
          }),
          message(1, 'Call us', { status: 'no_email', transport: null, attempts: 0, sent_at: null }),
        ],
        1,
        2,
      ),
      'GET /internal-api/customers/12/messages?page=2': page(
        [message(0, 'Welcome', { status: 'pending', sent_at: null })],
        2,
        2,
      ),
    });
    const { user } = renderWithProviders(<MessagesPanel customerId={12} />);

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'WorkshopBody of Workshop',
      'DocumentsBody of Documents',
      'Call usBody of Call us',
    ]);
    expect(within(rows[0]!).getByText('Delivered to local outbox')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Dana Case')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Last attempt: EENVELOPE: 550 Mailbox unavailable')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Not emailed (no address)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(screen.getByText('Queued')).toBeInTheDocument();
    expect(fetch.calls('GET', '/internal-api/customers/12/messages?page=2')).toHaveLength(1);
  });

  it('shows the empty state, then the new message after Send message', async () => {
    let sent: CustomerMessage[] = [];
    mockFetch({
      'GET /internal-api/customers/12/messages?page=1': () => page(sent),
      'POST /internal-api/message-center/customer/12/7': () => {
        sent = [message(1, 'Your appointment', { status: 'pending', transport: null, attempts: 0, sent_at: null })];
        return { body: { success: true, queued: true } };
      },
    });
    const { user } = renderWithProviders(
      <>
        <SendMessageButton customerId={12} userId={7} />
        <MessagesPanel customerId={12} />
      </>,
    );
    expect(await screen.findByText(messageCenterTexts.empty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Your appointment');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'See you Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(customerRecordMessages.messageSent)).toBeInTheDocument();

    expect(await screen.findByText('Your appointment')).toBeInTheDocument();
    expect(screen.getByText('Queued')).toBeInTheDocument();
  });
});
