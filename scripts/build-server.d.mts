export const SERVER_BUILD_DIR: string;
export const SERVER_ENTRY: string;
export const SERVER_START_ARGS: string[];
export function serverBuildIsStale(): boolean;
export function buildServer(): Promise<void>;
export function buildServerIfStale(): Promise<boolean>;
