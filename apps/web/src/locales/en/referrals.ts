/** My Referrals (/customer-portal/referrals). Services' and locations' names are the board's data, as they come. */
const referrals = {
  title: 'My Referrals',
  yourReferrals: 'Your referrals',
  loadWhat: 'your referrals',
  noRecord: 'No Record Found',
  referredFrom: 'Referred from {{location}} on {{date}}',
  youAsked: 'You asked for this referral on {{date}}',
  updated: ' · updated {{date}}',
  showHistory: 'Show status history',
  hideHistory: 'Hide status history',
  loadingHistory: 'Loading status history',
  historyWhat: 'the status history',
  historyOf: 'Status history of {{name}}',
  changedBy: '{{date}} by {{name}}',
  widget: {
    title: 'Referrals',
    incoming: 'Incoming',
    outgoing: 'Outgoing',
    outOfNetwork: 'Out-of-Network',
    total: 'Total',
    noData: 'No data available to show',
  },
  statuses: {
    new: 'New',
    accepted: 'Accepted',
    in_progress: 'In Progress',
    completed: 'Completed',
    rejected: 'Rejected',
    info: 'Info',
    inquiry: 'Inquiry',
    referral: 'Referral',
  },
};
export default referrals;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    referrals: typeof referrals;
  }
}
