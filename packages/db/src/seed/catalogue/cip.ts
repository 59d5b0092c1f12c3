import type { CipRecord, CipSocRecord } from '../../reference/records.ts';

/** CIP 2020 codes used by the demo programs, and their CIP-SOC crosswalk rows. */
export const cipRecords: CipRecord[] = [];
export const cipSocRecords: CipSocRecord[] = [];
