import type { ReportResult } from '@portal/contracts';
import type { DrillTarget } from './api';
import { FundingView } from './FundingView';
import { PirlView } from './PirlView';
import { QuarterlyView } from './QuarterlyView';

/** A finished run's result, drawn by its kind's view. */
export function RunResult({ result, onOpen }: { result: ReportResult; onOpen: (target: DrillTarget) => void }) {
  if (result.kind === 'quarterly_performance') return <QuarterlyView result={result} onOpen={onOpen} />;
  if (result.kind === 'pirl') return <PirlView result={result} />;
  return <FundingView result={result} />;
}
