// Factories for the clusters area.
export {};
