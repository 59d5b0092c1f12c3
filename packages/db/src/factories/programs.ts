// Factories for the programs area.
export {};
