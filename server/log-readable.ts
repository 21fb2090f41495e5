import type { DestinationStream } from 'pino';

/*
 * Readable log lines for a person at a terminal (development; LOG_FORMAT=pretty). A plain
 * synchronous stream in this process, so it works the same under tsx and as compiled
 * JavaScript, with no worker thread or extra package. It reads the JSON line pino made, so the
 * redaction and serializers have already run.
 *
 *   08:15:02.114 INFO  Wayfare is serving http://127.0.0.1:3000
 *   08:15:04.530 INFO  200 POST /graphql/main 12.4 ms  reqId=…
 *   08:15:05.002 ERROR unexpected error  reqId=…
 *       Error: the database went away
 *           at …
 */

const LEVELS: Record<number, { name: string; color: number }> = {
  10: { name: 'TRACE', color: 90 },
  20: { name: 'DEBUG', color: 36 },
  30: { name: 'INFO', color: 32 },
  40: { name: 'WARN', color: 33 },
  50: { name: 'ERROR', color: 31 },
  60: { name: 'FATAL', color: 35 },
};
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'req', 'res']);
/** Method and URL of requests in flight, to print them on the line of their answer. */
const MAX_IN_FLIGHT = 1000;

interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string; type?: string; [key: string]: unknown };
  [key: string]: unknown;
}

function clock(time: number | undefined): string {
  const date = new Date(time ?? Date.now());
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

function value(v: unknown): string {
  if (typeof v === 'string') return /[\s"=]/.test(v) || v === '' ? JSON.stringify(v) : v;
  return JSON.stringify(v);
}

/** Formats pino's JSON lines; `color` adds ANSI colours to the level and details. */
export function createReadableFormatter(color: boolean) {
  const paint = (code: number, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const inFlight = new Map<string, string>();

  return (line: string): string | null => {
    let entry: Entry;
    try {
      entry = JSON.parse(line) as Entry;
    } catch {
      return line.endsWith('\n') ? line : `${line}\n`;
    }
    const level = LEVELS[entry.level ?? 30] ?? { name: String(entry.level), color: 0 };
    let message = entry.msg ?? '';
    const reqId = entry.reqId;
    if (message === 'incoming request' && reqId && entry.req) {
      // Printed once, when the answer goes out.
      if (inFlight.size >= MAX_IN_FLIGHT) inFlight.delete(inFlight.keys().next().value as string);
      inFlight.set(reqId, `${entry.req.method ?? ''} ${entry.req.url ?? ''}`);
      return null;
    }
    if (entry.res && reqId) {
      // Production writes the one line with its request (server/http/request-log.ts).
      const request =
        inFlight.get(reqId) ??
        (entry.req ? `${entry.req.method ?? ''} ${entry.req.url ?? ''}` : '');
      inFlight.delete(reqId);
      const status = entry.res.statusCode ?? 0;
      const time =
        typeof entry.responseTime === 'number' ? `${entry.responseTime.toFixed(1)} ms` : '';
      const statusText = paint(status >= 500 ? 31 : status >= 400 ? 33 : 32, String(status));
      message =
        message === 'request completed'
          ? `${statusText} ${request} ${time}`.trim()
          : `${message} (${statusText} ${request})`;
    }
    const details = Object.entries(entry)
      .filter(([key, v]) => !OMITTED.has(key) && key !== 'responseTime' && v !== undefined)
      .map(([key, v]) => `${key}=${value(v)}`)
      .join(' ');
    let out = `${paint(90, clock(entry.time))} ${paint(level.color, level.name.padEnd(5))} ${message}`;
    if (details) out += `  ${paint(90, details)}`;
    if (entry.err) {
      const { stack, message: errMessage, type, ...fields } = entry.err;
      const text = stack ?? `${type ?? 'Error'}: ${errMessage ?? ''}`;
      out += `\n${text.replace(/^/gm, '    ')}`;
      const extra = Object.entries(fields)
        .filter(([key]) => key !== 'cause')
        .map(([key, v]) => `${key}=${value(v)}`)
        .join(' ');
      if (extra) out += `\n    ${paint(90, extra)}`;
      if (fields.cause) out += `\n    cause: ${paint(90, JSON.stringify(fields.cause))}`;
    }
    return `${out}\n`;
  };
}

/** A pino destination writing readable lines to `out` (colours when it is a terminal). */
export function readableLogStream(out: NodeJS.WriteStream): DestinationStream {
  const format = createReadableFormatter(Boolean(out.isTTY) && !process.env.NO_COLOR);
  return {
    write(line: string) {
      const text = format(line);
      if (text) out.write(text);
    },
  };
}
