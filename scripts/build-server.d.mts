export const serverEntry: string;
export const serverBundle: string;
export const serverInputs: string[];
export function buildServer(options?: { outfile?: string }): Promise<void>;
