export interface Step {
  name: string;
  command: string;
  args: string[];
}
export interface StepResult {
  name: string;
  code: number;
  seconds: number;
}
export function runSteps(
  steps: Step[],
  options?: { concurrency?: number; print?: (text: string) => void },
): Promise<StepResult[]>;
