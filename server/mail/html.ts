/** HTML escaping for the mail's HTML part: every value is text, never markup. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in HTML content and in a double- or single-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** An http(s) address inside (already escaped) text; trailing punctuation is not part of it. */
const ADDRESS = /https?:\/\/[^\s<>"']+?(?=[.,;:!?)]*(?:\s|$|&lt;|&gt;))/g;

/** Escaped text with its http(s) addresses as links. */
export function escapeAndLink(value: string): string {
  return escapeHtml(value).replace(
    ADDRESS,
    (url) => `<a href="${url}" style="color:#0b6bcb">${url}</a>`,
  );
}
