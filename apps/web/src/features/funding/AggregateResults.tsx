// The aggregate's results (the table with its checkboxes and phone sort, and the pager): fetched as the page starts
// reading the rows, behind the same loader, instead of with the page (#30), AggregatePage.tsx.
export { Pager } from '../customers/Pager';
export { AggregateTable, PhoneSort } from './AggregateTable';
