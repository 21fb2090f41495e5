import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from './config.js';
import { serializeError, serializeRequest } from './log-serializers.js';
import { readableLogStream } from './log-readable.js';

/**
 * Structured JSON logs. Credentials never reach them: the redaction list covers headers that
 * carry tokens and every body field that may hold a password, code or token; the serializers
 * keep query-string and SQL parameter values out (server/log-serializers.ts).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-renewal-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.otp',
  '*.code',
  '*.token',
  '*.access_token',
  '*.renewal_token',
  '*.session_params',
  '*.code_verifier',
  '*.*.password',
  '*.*.password_confirmation',
];

/**
 * JSON unless LOG_FORMAT says otherwise; unset, readable lines in development when a person
 * is watching (stdout is a terminal), JSON everywhere else (docs/security.md).
 */
export function logFormat(
  config: Pick<AppConfig, 'logFormat' | 'env'>,
  stdout: { isTTY?: boolean } = process.stdout,
): 'json' | 'pretty' {
  return config.logFormat ?? (config.env === 'development' && stdout.isTTY ? 'pretty' : 'json');
}

function pinoOptions(config: AppConfig): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest, err: serializeError },
  };
}

function destination(config: AppConfig, stream?: DestinationStream): DestinationStream {
  if (stream) return stream;
  return logFormat(config) === 'pretty' ? readableLogStream(process.stdout) : pino.destination(1);
}

/** Fastify's logger options; tests pass a stream to read what production would write. */
export function loggerOptions(
  config: AppConfig,
  stream?: DestinationStream,
): LoggerOptions & { stream: DestinationStream } {
  return { ...pinoOptions(config), stream: destination(config, stream) };
}

/** The process logger of main.ts: same options and format as the app's. */
export function createLogger(config: AppConfig): Logger {
  return pino(pinoOptions(config), destination(config));
}
