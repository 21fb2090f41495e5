import { createHmac, hkdfSync } from 'node:crypto';
import { AppError, type FieldError } from '../../errors.js';
import { safeEqual } from '../../auth/crypto.js';
import { EXTENSION_OF, sniffContentType, type SniffedType } from '../../providers/storage/index.js';
import { TICKET_LIMITS as L } from '../../../common/support-rules.js';

/** A file as it arrived in the form: the sender's name and declared type are only hints. */
export interface UploadedFile {
  file_name: string;
  declared_type: string;
  data: Buffer;
  /** The upload went past the size limit and was cut off. */
  truncated?: boolean;
}

export interface CheckedFile {
  file_name: string;
  content_type: SniffedType;
  data: Buffer;
}

/** A name safe to show and to send back in Content-Disposition, with the real extension. */
export function cleanFileName(name: string, type: SniffedType): string {
  const base = name
    .normalize('NFC')
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '')
    .trim()
    .slice(0, 80);
  return `${base || 'file'}.${EXTENSION_OF[type]}`;
}

/**
 * Checks every file against the form's rules: how many, how large, and what each really is by
 * its first bytes. A PDF renamed `photo.jpg` is a PDF; an executable renamed `photo.jpg` is
 * refused. Errors name the file: `attachments.<n>`.
 */
export function checkFiles(files: UploadedFile[], allowed: boolean): CheckedFile[] {
  if (!files.length) return [];
  if (!allowed) {
    throw new AppError('BAD_USER_INPUT', 'invalid_ticket', [
      { field: 'attachments', rule: 'not_allowed', message: 'This form takes no attachments' },
    ]);
  }
  const fields: FieldError[] = [];
  if (files.length > L.maxFiles) {
    fields.push({
      field: 'attachments',
      rule: 'max_files',
      message: `At most ${L.maxFiles} files`,
    });
  }
  const checked: CheckedFile[] = [];
  files.forEach((file, index) => {
    const field = `attachments.${index}`;
    const type = sniffContentType(file.data);
    if (file.truncated || file.data.length > L.maxFileBytes) {
      fields.push({
        field,
        rule: 'max_size',
        message: `${file.file_name}: larger than ${L.maxFileBytes / 1024 / 1024} MB`,
      });
    } else if (file.data.length === 0) {
      fields.push({ field, rule: 'empty', message: `${file.file_name}: the file is empty` });
    } else if (!type || !(L.fileTypes as readonly string[]).includes(type)) {
      fields.push({
        field,
        rule: 'file_type',
        message: `${file.file_name}: only JPEG, PNG, WebP, HEIC images and PDF documents`,
      });
    } else {
      checked.push({
        file_name: cleanFileName(file.file_name, type),
        content_type: type,
        data: file.data,
      });
    }
  });
  if (fields.length) throw new AppError('BAD_USER_INPUT', 'invalid_attachment', fields);
  return checked;
}

/** Attachment links live this long; the GraphQL answer gives a fresh one each time. */
export const FILE_URL_TTL_SECONDS = 15 * 60;

/** The key that signs file links, derived from the server secret for this use only. */
export function fileUrlKey(pepper: string): Buffer {
  return Buffer.from(hkdfSync('sha256', pepper, 'wayfare-files-v1', 'file-urls', 32));
}

const signatureOf = (key: Buffer, id: string, expires: number) =>
  createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');

/** A link to an attachment that anyone holding it may open until it expires. */
export function signedFileUrl(key: Buffer, id: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + FILE_URL_TTL_SECONDS;
  return `/api/v1/support/files/${id}?expires=${expires}&signature=${signatureOf(key, id, expires)}`;
}

export function verifyFileUrl(
  key: Buffer,
  id: string,
  expires: number,
  signature: string,
  now: Date,
): boolean {
  return expires * 1000 > now.getTime() && safeEqual(signatureOf(key, id, expires), signature);
}
