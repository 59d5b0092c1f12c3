export { ServiceTrackerPage } from './ServiceTrackerPage';
export { LogServicePage } from './LogServicePage';
export { GroupsPage } from './GroupsPage';
