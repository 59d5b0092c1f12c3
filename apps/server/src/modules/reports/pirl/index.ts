/**
 * The PIRL engine (issue #28): the file (ETA-9172) and its edit checks, streamed over the periods of participation.
 * The reports module runs these as background jobs; the contract is packages/contracts/src/pirl.ts.
 */
export { streamPirlFile, pirlHeader, pirlRow, type PirlFileOptions } from './file.ts';
export { CheckTally, runEditChecks } from './run-checks.ts';
export { countPirlPeriods, type PirlRunOptions } from './periods.ts';
export { pirlElements, pirlLayoutVersion, type PirlElement } from './elements.ts';
export { pirlChecks, type PirlCheck } from './checks.ts';
