// The plain values of pirl.ts (program codes, quarters, check kinds and their labels), kept apart from its Zod schemas
// (pirl.ts re-exports them) so a page that needs only these does not load Zod (#30).

/** The WIOA programs a PIRL file reports, by their program element (service_log_programs.pirl_code). */
export const pirlProgramCodes = ['903', '904', '905', '918'] as const;
export type PirlProgramCode = (typeof pirlProgramCodes)[number];
export const pirlProgramLabels: Record<PirlProgramCode, string> = {
  '903': 'WIOA Adult',
  '904': 'WIOA Dislocated Worker',
  '905': 'WIOA Youth',
  '918': 'Wagner-Peyser Employment Service',
};

/** Program-year quarters: 1 is July-September ... 4 is April-June. */
export const pirlQuarters = [1, 2, 3, 4] as const;
export type PirlQuarter = (typeof pirlQuarters)[number];

export const pirlCheckKinds = ['valid_value', 'duplicate', 'logical'] as const;
export type PirlCheckKind = (typeof pirlCheckKinds)[number];
export const pirlCheckKindLabels: Record<PirlCheckKind, string> = {
  valid_value: 'Valid value',
  duplicate: 'Duplicate',
  logical: 'Logical',
};

/** At most this many failing records are listed; the counts are always exact. */
export const pirlFailureListLimit = 1000;
