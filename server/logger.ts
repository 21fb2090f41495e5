import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';

/**
 * Structured JSON logs. Credentials never reach them: the redaction list covers headers that
 * carry tokens and every body field that may hold a password, code or token.
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

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
