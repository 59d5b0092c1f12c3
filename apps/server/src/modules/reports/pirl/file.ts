import type { Writable } from 'node:stream';
import type { PirlRequest } from '@portal/contracts';
import type { DatabaseHandle } from '@portal/db';
import { csvLine } from '../../../platform/exports/csv.ts';
import { pirlElements } from './elements.ts';
import type { PirlPeriod } from './period.ts';
import { forEachPeriodBatch, type PirlRunOptions } from './periods.ts';
import { formatValue } from './rules.ts';

/** The header row: the element numbers, in the layout's order. */
export function pirlHeader(): string {
  return csvLine(pirlElements.map((element) => element.number));
}

/** One period as the file writes it; a value without a code is left blank (its valid-value check reports it). */
export function pirlRow(period: PirlPeriod): string {
  return csvLine(pirlElements.map((element) => formatValue(element.rule, period[element.source]) ?? ''));
}

export interface PirlFileOptions extends PirlRunOptions {
  /** Sees each period as its row is written: the edit checks ride the file's pass, in the same snapshot. */
  onPeriod?: (period: PirlPeriod) => void;
}

/**
 * Writes the PIRL file to `out` as it is read: the header, then a batch of rows per cursor fetch, waiting for `out`
 * to drain when it is full, so memory stays flat whatever the number of periods. Does not end `out`.
 */
export async function streamPirlFile(
  database: DatabaseHandle,
  request: PirlRequest,
  out: Writable,
  options: PirlFileOptions = {},
): Promise<{ rows: number }> {
  await write(out, pirlHeader());
  const rows = await forEachPeriodBatch(database, request, options, async (periods) => {
    let chunk = '';
    for (const period of periods) {
      options.onPeriod?.(period);
      chunk += pirlRow(period);
    }
    await write(out, chunk);
  });
  return { rows };
}

/** Writes a chunk; when the output is full, waits for it to drain, and fails if it is closed meanwhile. */
async function write(out: Writable, chunk: string): Promise<void> {
  if (out.destroyed) throw new Error('PIRL file output closed');
  if (out.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('PIRL file output closed'));
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', settle);
  });
}
