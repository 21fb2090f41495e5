/**
 * The one layout every e-mail shares: the HTML part (a light, table-free page with inline
 * styles, as mail clients want) and the text part, both written from the template's blocks.
 * The text part is the blocks' lines, paragraphs separated by a blank line.
 */
import { escapeAndLink, escapeHtml } from './html.js';
import type { Block, Composed, MailLocale, RenderedMail } from './types.js';

function textOf(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.lines.join('\n');
    case 'quote':
      return block.text;
    case 'code':
      return block.code;
  }
}

const P = 'margin:0 0 16px;line-height:1.5';

function htmlOf(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${P}">${block.lines.map(escapeAndLink).join('<br>')}</p>`;
    case 'quote':
      return (
        '<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #c9d3df;' +
        `white-space:pre-wrap;line-height:1.5">${escapeAndLink(block.text)}</blockquote>`
      );
    case 'code':
      return (
        '<p style="margin:0 0 16px;font:600 28px/1.2 ui-monospace,Menlo,monospace;' +
        `letter-spacing:4px">${escapeHtml(block.code)}</p>`
      );
  }
}

/** The subject, the HTML part and the text part of a composed mail. */
export function layout(locale: MailLocale, mail: Composed): RenderedMail {
  const body = mail.blocks.map(htmlOf).join('\n');
  const html =
    `<!doctype html>\n<html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(mail.subject)}</title></head>\n` +
    '<body style="margin:0;padding:24px;background:#f4f6f8;color:#1d2733;' +
    'font:15px/1.5 -apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">\n' +
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;' +
    'padding:24px 28px">\n' +
    '<p style="margin:0 0 20px;font-weight:700;font-size:18px;color:#0b6bcb">Wayfare</p>\n' +
    `${body}\n</div>\n</body></html>\n`;
  return {
    subject: mail.subject,
    html,
    text: mail.blocks.map(textOf).join('\n\n'),
  };
}
