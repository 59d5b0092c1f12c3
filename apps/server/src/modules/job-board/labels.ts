import { industries, jobPositionTypes } from '@portal/contracts';

/** The staff lists' labels (packages/contracts/src/job-posts.ts), as the board shows and filters them. */

const industryNames: Record<string, string> = industries;
const positionTypes: Record<number, { name: string }> = jobPositionTypes;

export const industryName = (code: string) => industryNames[code] ?? code;
export const positionTypeName = (id: number) => positionTypes[id]?.name ?? String(id);

export const industryOptions = () => Object.entries(industryNames).map(([id, name]) => ({ id, name }));
export const positionTypeOptions = () =>
  Object.entries(positionTypes).map(([id, type]) => ({ id: Number(id), name: type.name }));
