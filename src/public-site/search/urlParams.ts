/** Small readers and writers for search URL parameters. */

export function readList(params: URLSearchParams, key: string): string[] {
  const raw = params.get(key);
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

export function readIntList(params: URLSearchParams, key: string, allowed: readonly number[]) {
  return readList(params, key)
    .map(Number)
    .filter((n) => allowed.includes(n))
    .sort((a, b) => a - b);
}

/** A non-negative whole number, or null. */
export function readAmount(params: URLSearchParams, key: string): number | null {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

export function readFlag(params: URLSearchParams, key: string): boolean {
  const raw = params.get(key);
  return raw === '1' || raw === 'true';
}

export function readChoice<T extends string>(
  params: URLSearchParams,
  key: string,
  choices: readonly T[],
): T | null {
  const raw = params.get(key)?.toLowerCase();
  return (choices as readonly string[]).includes(raw ?? '') ? (raw as T) : null;
}

/** Sets `key` unless the value is empty, null, false or equal to `fallback`. */
export function writeParam(
  params: URLSearchParams,
  key: string,
  value: string | number | boolean | readonly (string | number)[] | null | undefined,
  fallback?: string | number,
): void {
  if (value === null || value === undefined || value === false) return;
  if (Array.isArray(value)) {
    if (value.length) params.set(key, value.join(','));
    return;
  }
  if (value === true) {
    params.set(key, '1');
    return;
  }
  if (value === '' || value === fallback) return;
  params.set(key, String(value));
}
