// The Finder's results' code (the cards, their badges and save toggles, the failure and empty texts): one module-level
// function, so the page's useModule and the head start's preloadModule (prefetch.ts) name the same module (issue #30).
export const loadResults = () => import('./OccupationResults');
