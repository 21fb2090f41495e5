/**
 * The module matrix of a QR Code (ISO/IEC 18004) — a VietQR payload in the checkout, a booking's
 * order number on its PDF — drawn by the maintained `qrcode-generator` (docs/decisions.md):
 * byte mode, error correction level M, the smallest version that holds the text. True = dark;
 * without the quiet zone (QrImage and the PDF add it).
 */
import qrcode from 'qrcode-generator';

/** The text's UTF-8 bytes as one character each: the library's byte mode takes them as is. */
const utf8Binary = (text: string) => String.fromCharCode(...new TextEncoder().encode(text));

export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(utf8Binary(text), 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => qr.isDark(y, x)),
  );
}
