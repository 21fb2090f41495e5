import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newIp, useAccountsApp } from '../accounts/support';
import { storeUsage } from '../support/store-usage';
import {
  EXE,
  JPEG,
  PDF,
  PNG,
  complaintFields,
  contactFields,
  outboxTo,
  sendTicket,
  tempDataDir,
} from './helpers';

const t = useAccountsApp({ DATA_DIR: tempDataDir() });

async function countRows(table: string): Promise<number> {
  const r = await t().database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (r.rows[0] as { n: number }).n;
}

const fieldsOf = (body: { error: { fields: { field: string; rule: string }[] } }) =>
  body.error.fields.map((f) => `${f.field}:${f.rule}`);

describe('POST /api/v1/support/tickets', () => {
  it('takes a contact message, gives a ticket number and confirms it in the sender’s language', async () => {
    const email = 'minh.tran@mail.example';
    const r = await sendTicket(t(), contactFields({ email, locale: 'en' }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({ kind: 'CONTACT', status: 'NEW' });
    expect(r.body.data.number).toMatch(/^WF-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

    const [confirmation] = await outboxTo(t(), email);
    expect(confirmation.text).toContain(
      `We have received your message, number ${r.body.data.number}`,
    );
    const inbox = await outboxTo(t(), 'support@wayfare.example');
    expect(inbox.some((m) => m.text.includes(r.body.data.number))).toBe(true);
  });

  it('confirms in Vietnamese by default, and by SMS when only a phone was given', async () => {
    const r = await sendTicket(t(), contactFields({ email: '', phone_number: '0912 345 678' }));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [sms] = await outboxTo(t(), '84912345678');
    expect(sms.channel).toBe('sms');
    expect(sms.text).toContain(`Wayfare da nhan yeu cau ${r.body.data.number}`);
  });

  it('names each field that breaks a rule and stores nothing', async () => {
    const before = await countRows('support_tickets');
    const r = await sendTicket(
      t(),
      complaintFields({
        email: '',
        name: 'A',
        message: 'quá ngắn',
        topic: 'PARTNERSHIP',
        order_code: 'x',
      }),
    );
    expect(r.status).toBe(400);
    expect(fieldsOf(r.body)).toEqual(
      expect.arrayContaining(['name:too_small', 'message:too_small']),
    );
    const second = await sendTicket(
      t(),
      complaintFields({ email: 'not-an-address', topic: 'PARTNERSHIP', order_code: 'x' }),
    );
    expect(fieldsOf(second.body)).toEqual(['email:email', 'topic:enum', 'order_code:format']);
    const neither = await sendTicket(t(), contactFields({ email: '' }));
    expect(fieldsOf(neither.body)).toEqual(['email:email_or_phone']);
    const long = await sendTicket(t(), contactFields({ message: 'a'.repeat(5001) }));
    expect(fieldsOf(long.body)).toEqual(['message:too_big']);
    expect(await countRows('support_tickets')).toBe(before);
  });

  it('refuses a form whose hidden honeypot field was filled in', async () => {
    const before = await countRows('support_tickets');
    const r = await sendTicket(t(), contactFields({ contact_me_by_fax: 'http://spam.example' }));
    expect(r.status).toBe(400);
    expect(fieldsOf(r.body)).toEqual(['contact_me_by_fax:honeypot']);
    expect(await countRows('support_tickets')).toBe(before);
  });
});

describe('attachments', () => {
  it('stores a complaint’s photo and PDF, typed by their first bytes', async () => {
    const r = await sendTicket(t(), complaintFields(), [
      { name: 'boarding pass.jpg', type: 'image/jpeg', data: JPEG },
      // A PDF that was renamed .jpg is kept as what it is.
      { name: 'receipt.jpg', type: 'image/jpeg', data: PDF },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const files = await t().database.db.execute(
      sql`select file_name, content_type, size_bytes::int as size_bytes from support_ticket_attachments a
          join support_tickets s on s.id = a.ticket_id where s.number = ${r.body.data.number}
          order by file_name`,
    );
    expect(files.rows).toEqual([
      { file_name: 'boarding pass.jpg', content_type: 'image/jpeg', size_bytes: JPEG.length },
      { file_name: 'receipt.pdf', content_type: 'application/pdf', size_bytes: PDF.length },
    ]);
  });

  it('refuses a file of another type renamed .jpg, whatever type the browser declared', async () => {
    const before = await countRows('support_tickets');
    const filesBefore = await countRows('support_ticket_attachments');
    const r = await sendTicket(t(), complaintFields(), [
      { name: 'photo.png', type: 'image/png', data: PNG },
      { name: 'photo.jpg', type: 'image/jpeg', data: EXE },
    ]);
    expect(r.status).toBe(400);
    expect(fieldsOf(r.body)).toEqual(['attachments.1:file_type']);
    expect(r.body.error.fields[0].message).toContain('photo.jpg');
    expect(await countRows('support_tickets')).toBe(before);
    expect(await countRows('support_ticket_attachments')).toBe(filesBefore);
  });

  it('limits files to 3 of at most 5 MB, and none on the contact form', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await sendTicket(t(), complaintFields(), [
      { name: 'big.jpg', type: 'image/jpeg', data: big },
    ]);
    expect(tooBig.status).toBe(400);
    expect(fieldsOf(tooBig.body)).toEqual(['attachments.0:max_size']);

    const photo = { name: 'a.jpg', type: 'image/jpeg', data: JPEG };
    const four = await sendTicket(t(), complaintFields(), [photo, photo, photo, photo]);
    expect(four.status).toBe(400);
    expect(fieldsOf(four.body)).toEqual(['attachments:max_files']);

    const contact = await sendTicket(t(), contactFields(), [photo]);
    expect(fieldsOf(contact.body)).toEqual(['attachments:not_allowed']);
  });

  it('stores nothing for a form past any limit, and rates uploads per client address', async () => {
    const store = () => storeUsage(t().config, 'support');
    const before = store();
    const photo = { name: 'a.jpg', type: 'image/jpeg', data: JPEG };
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const ip = newIp();
    const refusals = [
      [complaintFields(), [{ name: 'big.jpg', type: 'image/jpeg', data: big }], 'max_size'],
      [complaintFields(), [photo, photo, photo, photo], 'max_files'],
      [complaintFields(), [{ name: 'x.jpg', type: 'image/jpeg', data: EXE }], 'file_type'],
      [contactFields(), [photo], 'not_allowed'],
      [complaintFields({ email: 'not-an-email' }), [photo], 'email'],
    ] as const;
    for (const [fields, files, rule] of refusals) {
      const r = await sendTicket(t(), fields, [...files], { ip });
      expect(r.status, rule).toBe(400);
      expect(JSON.stringify(r.body), rule).toContain(rule);
      expect(store(), rule).toEqual(before);
    }
    // 30 forms with files an hour from one address (5 sent above); then refused before reading.
    for (let i = 0; i < 25; i++) await sendTicket(t(), contactFields(), [photo], { ip });
    const limited = await sendTicket(t(), complaintFields(), [photo], { ip });
    expect(limited.status).toBe(429);
    expect(fieldsOf(limited.body)).toEqual(['attachments:upload_rate']);
    expect(store()).toEqual(before);
    // Counted by the address's keyed hash, as every per-address rule: no key holds the address.
    const counters = await t().database.db.execute(
      sql`select key from rate_limit_counters where key like 'uploads_ip:%'`,
    );
    expect(counters.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(counters.rows)).not.toContain(ip);
  });
});

describe('abuse limits', () => {
  it('takes 5 tickets an hour from one e-mail address, whatever the client address', async () => {
    const email = 'busy.sender@mail.example';
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push((await sendTicket(t(), contactFields({ email }), [], { ip: newIp() })).status);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('takes 10 tickets an hour from one client address, whatever the e-mail', async () => {
    const ip = newIp();
    const answers = [];
    for (let i = 0; i < 11; i += 1) {
      const fields = contactFields({ email: `sender${i}@mail.example` });
      answers.push((await sendTicket(t(), fields, [], { ip })).status);
    }
    expect(answers.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
