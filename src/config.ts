import { SERVICE_NAMES, type RuntimeConfig } from '../common/runtime-config-contract';

export {
  SERVICE_NAMES,
  type RuntimeConfig,
  type ServiceName,
} from '../common/runtime-config-contract';

export const CONFIG_URL = '/config.json';

/** Resolves a possibly relative URL against the page (fetch in tests needs absolute URLs). */
export function absoluteUrl(url: string): string {
  const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  return new URL(url, base).toString();
}

function assertConfig(value: unknown): asserts value is RuntimeConfig {
  const v = value as Partial<RuntimeConfig> | null;
  const ok =
    !!v &&
    typeof v.buildId === 'string' &&
    typeof v.accountBaseUrl === 'string' &&
    typeof v.otpBaseUrl === 'string' &&
    typeof v.captureExceptionUrl === 'string' &&
    !!v.graphql &&
    SERVICE_NAMES.every((name) => typeof v.graphql?.[name] === 'string') &&
    !!v.features &&
    !!v.analytics;
  if (!ok) throw new Error('Invalid /config.json');
}

let pending: Promise<RuntimeConfig> | null = null;
let loaded: RuntimeConfig | null = null;

/** Fetches /config.json once; a failure clears the cache so a retry fetches again. */
export function loadConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  pending ??= fetchImpl(absoluteUrl(CONFIG_URL), { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET ${CONFIG_URL} answered ${response.status}`);
      const body: unknown = await response.json();
      assertConfig(body);
      loaded = body;
      return body;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** The loaded configuration; throws before `loadConfig()` has succeeded. */
export function getConfig(): RuntimeConfig {
  if (!loaded) throw new Error('Runtime configuration is not loaded yet');
  return loaded;
}

export function peekConfig(): RuntimeConfig | null {
  return loaded;
}

/** Tests: forget the cached configuration, or install one directly. */
export function resetConfigForTests(config: RuntimeConfig | null = null): void {
  pending = config ? Promise.resolve(config) : null;
  loaded = config;
}
