// The customer page's detail and new-obligation panels (the expense form with its lists, dialogs and form state):
// fetched as the page starts reading its transactions instead of with the page (issue #30), CustomerFundingPage.tsx.
export { NewObligationPanel } from './NewObligationPanel';
export { TransactionDetail } from './TransactionDetail';
