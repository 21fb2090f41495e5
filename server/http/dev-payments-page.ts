import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../common/money.js';
import { escapeHtml } from '../providers/identity/dev-idp-provider.js';

/** The frame of every payment sandbox page: says plainly that no money moves. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Wayfare sandbox</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#222}
.sandbox{background:#fff3cd;border:1px solid #e0c36a;padding:.5rem 1rem;border-radius:6px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}dt{font-weight:600}
fieldset{border:1px solid #ccc;border-radius:6px;margin:1rem 0}label{display:block;margin:.4rem 0}
input[type=text],input[type=number],textarea{width:100%;box-sizing:border-box;padding:.4rem;font:inherit}
button{font:inherit;padding:.5rem 1rem;margin:.3rem .3rem 0 0;border-radius:6px;border:1px solid #555;cursor:pointer}
.ok{background:#1b7f3b;color:#fff}.fail{background:#b3261e;color:#fff}.error{color:#b3261e}
code{word-break:break-all}</style></head><body>
<p class="sandbox">Sandbox: this page plays the payment provider on a development machine. No money
moves and nothing here exists in production.</p>${body}</body></html>`;
}

/** Reads HTML form posts as plain string fields (the sandbox forms). */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** The sandbox pages are in English: amounts as common/money.ts writes them for en. */
export function formatVnd(amount: number): string {
  return formatMoney(amount, 'VND', 'en');
}

export function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
}

/** Adds a query string to a URL that may already have one. */
export function withQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
