import { lazy } from 'react';

/**
 * The detail and new-obligation panels' code (the expense form with its lists, dialogs and form state): the customer
 * page starts fetching it as it starts reading the customer, and a panel shows the transaction's loader until it is in
 * (#30).
 */
export const loadPanels = () => import('./TransactionPanels');
export const TransactionDetail = lazy(async () => ({ default: (await loadPanels()).TransactionDetail }));
export const NewObligationPanel = lazy(async () => ({ default: (await loadPanels()).NewObligationPanel }));
