import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { escapeHtml } from '../mail/html.js';
import { listOutbox, type OutboxEntry } from '../providers/messaging/outbox-repository.js';
import { parseInput } from './account-edge.js';

const query = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** DESIGN.md's shape, plus the e-mail's subject and HTML part (null for an SMS). */
const json = (entry: OutboxEntry) => ({
  channel: entry.channel,
  to: entry.to,
  code: entry.code,
  text: entry.text,
  subject: entry.subject || null,
  html: entry.html,
  created_at: entry.created_at.toISOString(),
});

/**
 * An e-mail's HTML part, shown as the mail client would: in a sandboxed frame (no scripts, an
 * opaque origin, links open in a new tab). srcdoc frames load nothing, so the page's
 * frame-src 'none' still holds, and they inherit its policy.
 */
function htmlPart(html: string): string {
  const framed = html.replace(/<head>/i, '<head><base target="_blank">');
  return (
    `<iframe class="mail" title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" ` +
    `srcdoc="${escapeHtml(framed)}"></iframe>`
  );
}

function row(e: OutboxEntry): string {
  const parts = [
    e.subject ? `<p class="subject">${escapeHtml(e.subject)}</p>` : '',
    e.html ? htmlPart(e.html) : '',
    e.html
      ? `<details><summary>Text part</summary><pre>${escapeHtml(e.text)}</pre></details>`
      : `<pre>${escapeHtml(e.text)}</pre>`,
  ].join('');
  return (
    `<tr><td>${escapeHtml(e.created_at.toISOString())}</td><td>${escapeHtml(e.channel)}</td>` +
    `<td>${escapeHtml(e.to)}</td><td class="code">${escapeHtml(e.code ?? '')}</td>` +
    `<td>${parts}</td></tr>`
  );
}

/**
 * The development outbox (never in production): every message the server would have sent,
 * newest first, as JSON at GET /dev/outbox (`?to=` filters by recipient) and as a page at
 * GET /dev/outbox.html showing each e-mail's subject, HTML part and text part.
 */
export async function devOutboxRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get('/dev/outbox', async (request, reply) => {
    const q = parseInput(query, request.query);
    reply.header('cache-control', 'no-store');
    return (await listOutbox(opts.db, { to: q.to?.replace(/^\+/, ''), limit: q.limit })).map(json);
  });

  app.get('/dev/outbox.html', async (request, reply) => {
    const q = parseInput(query, request.query);
    const entries = await listOutbox(opts.db, { to: q.to?.replace(/^\+/, ''), limit: q.limit });
    const rows = entries.map(row).join('');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="5"><title>Development outbox · Wayfare</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#222}
.sandbox{background:#fff3cd;border:1px solid #e0c36a;padding:.5rem 1rem;border-radius:6px}
table{border-collapse:collapse;width:100%;margin-top:1rem}td,th{border-bottom:1px solid #ddd;
padding:.4rem;text-align:left;vertical-align:top}.code{font:600 18px monospace;letter-spacing:2px}
.subject{font-weight:600;margin:0 0 .4rem}pre{white-space:pre-wrap;margin:.4rem 0;font:13px/1.4 monospace}
.mail{width:100%;min-width:320px;height:360px;border:1px solid #ccc;border-radius:4px;background:#fff}</style>
</head><body><h1>Development outbox</h1>
<p class="sandbox">Sandbox: no e-mail or SMS provider is configured, so messages are kept here
instead of being sent. JSON: <a href="/dev/outbox">/dev/outbox</a>. This page reloads every 5 s.</p>
<table><thead><tr><th>Time (UTC)</th><th>Channel</th><th>To</th><th>Code</th><th>Message</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}</tbody></table></body></html>`;
  });
}
