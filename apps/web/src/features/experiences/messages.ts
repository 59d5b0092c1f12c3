// Texts of this feature that the shared contracts do not carry (the spec's own texts come from experienceMessages).

/** Participant spec 8: option load failures. */
export const educationOptionsFailed = 'Failed to load Education options';

/** The End column of a current role. */
export const presentLabel = 'Present';

export const selectMonthLabel = 'Select a month';
export const selectYearLabel = 'Select a year';
