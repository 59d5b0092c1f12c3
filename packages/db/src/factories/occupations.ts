// Factories for the occupations area.
export {};
