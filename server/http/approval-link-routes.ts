/**
 * The approve and reject links of approval e-mails (docs/approvals.md "Links"), without a
 * console sign-in: GET shows a confirmation page (opening a link, as a mail scanner does,
 * decides nothing); POST (the page's form, with an optional comment, required to reject)
 * decides as the link's approver. Reused, expired, voided and tampered links are refused with a
 * page saying why (410 or 404); no-store, no referrer, no indexing.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AccountServices } from '../auth/services.js';
import { appOrigin, type AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
import { decideByLink, LinkRefused, openLink } from '../domain/approvals/links.js';
import { mailLocale } from '../mail/recipient.js';
import type { MailLocale } from '../mail/types.js';
import { confirmPage, donePage, PAGE_WORDS, refusedPage } from './approval-link-page.js';

const PATH = '/api/v1/approval-links/:token';

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(html);
}

export async function approvalLinkRoutes(
  app: FastifyInstance,
  opts: { services: AccountServices; config: AppConfig; database: Database },
) {
  const { services, config, database } = opts;
  const origin = appOrigin(config);
  const consoleUrl = `${origin}/corporate/approval`;
  const deps = {
    db: services.db,
    mailer: { messenger: services.messenger, origin },
    payments: config.payments,
    reprice: { database, checkout: config.checkout },
  };
  const refused = (reply: FastifyReply, locale: MailLocale, problem: LinkRefused['problem']) =>
    send(
      reply,
      problem === 'invalid' ? 404 : 410,
      refusedPage(locale, PAGE_WORDS[locale].refused[problem], consoleUrl),
    );

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const view = async (token: string, now: Date) => {
    const { link, row, approver } = await openLink(services.db, token, now);
    const locale = mailLocale(approver?.locale);
    return {
      locale,
      link,
      row,
      confirm: {
        action: link.action,
        requester: row.requester_name ?? '',
        traveller: row.traveller_name ?? '',
        summary: row.summary,
        price: Number(row.price),
        currency: row.currency,
        deadline: new Date(row.deadline_at),
        reasonCode: row.reason_code,
        note: row.note,
        holdLapsed: new Date(row.held_until) <= now,
        formAction: `/api/v1/approval-links/${encodeURIComponent(token)}`,
      },
    };
  };

  app.get<{ Params: { token: string } }>(PATH, async (request, reply) => {
    const now = services.clock.now();
    try {
      const v = await view(request.params.token, now);
      if (v.row.status !== 'PENDING') return refused(reply, v.locale, 'used');
      return send(reply, 200, confirmPage(v.locale, v.confirm));
    } catch (error) {
      if (error instanceof LinkRefused) return refused(reply, 'vi', error.problem);
      throw error;
    }
  });

  app.post<{ Params: { token: string }; Body: Record<string, string> | undefined }>(
    PATH,
    async (request, reply) => {
      const now = services.clock.now();
      const token = request.params.token;
      const comment = (request.body?.comment ?? '').trim().slice(0, 1000) || null;
      let v: Awaited<ReturnType<typeof view>>;
      try {
        v = await view(token, now);
      } catch (error) {
        if (error instanceof LinkRefused) return refused(reply, 'vi', error.problem);
        throw error;
      }
      if (v.link.action === 'REJECT' && !comment) {
        const error = PAGE_WORDS[v.locale].comment.REJECT;
        return send(reply, 422, confirmPage(v.locale, { ...v.confirm, error }));
      }
      try {
        const row = await decideByLink(deps, token, comment, now);
        return send(reply, 200, donePage(v.locale, v.link.action, row.status, consoleUrl));
      } catch (error) {
        if (error instanceof LinkRefused) return refused(reply, v.locale, error.problem);
        if (error instanceof AppError && error.code !== 'INTERNAL') {
          return send(reply, 409, confirmPage(v.locale, { ...v.confirm, error: error.message }));
        }
        throw error;
      }
    },
  );
}
