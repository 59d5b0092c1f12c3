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

const recipient = { name: 'Maria Lopez', email: 'maria@example.test' };

describe('MessagesPanel', () => {
  it('opens a message in the viewer: From, To, Subject, Message, Send Date', async () => {
    mockFetch({
      'GET /internal-api/customers/12/messages?page=1': page([message(3, 'Workshop', { status: 'sent' })]),
    });
    const { user } = renderWithProviders(<MessagesPanel customerId={12} recipient={recipient} />);
    await user.click(await screen.findByRole('button', { name: 'View Workshop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['From', 'To', 'Subject', 'Message', 'Send Date']);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values.slice(0, 4)).toEqual([
      'Dana Case',
      'Maria Lopez <maria@example.test>',
      'Workshop',
      'Body of Workshop',
    ]);
    expect(values[4]).toMatch(/^3\/1\/26/);
  });

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
    const { user } = renderWithProviders(<MessagesPanel customerId={12} recipient={recipient} />);

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
        <MessagesPanel customerId={12} recipient={recipient} />
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
