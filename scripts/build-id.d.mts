export function buildId(): string;
