import type { DatabaseHandle } from '@portal/db';
import type { StaffActor } from '../../platform/access/actor.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/**
 * What every report type's runner is given and leaves behind, apart from runner.ts (which picks the runner) so that a
 * runner in its own file (pirl-run.ts) does not import the module that imports it.
 */

/** The largest file a run may store. */
export const maxFileBytes = 4 * 1024 ** 3;

/** What a type's runner leaves behind: the result to show, and the file it stored. */
export interface RunOutcome {
  result: unknown;
  fileKey: string;
  fileName: string;
  rowCount: number;
  failureCount: number | null;
}

export interface RunContext {
  database: DatabaseHandle;
  /** Where the run reads from: the read replica when usable. */
  reader: DatabaseHandle;
  storage: Storage;
  staff: StaffActor;
  criteria: unknown;
  runId: number;
  progress(fraction: number): Promise<void>;
}
