import { describe, expect, it } from 'vitest';
import { createPdf } from '../../../server/documents/pdf.js';
import { firstPagePng, inkShare, pdfPageCount, pdfText } from './poppler.js';

const COMPANY = {
  name: 'Công ty Cổ phần Thép Việt',
  taxCode: '0101234567',
  address: 'Số 1 Phố Huế, Quận Hai Bà Trưng, Hà Nội',
  email: 'ketoan@thepviet.example',
};

async function invoice(locale: 'vi' | 'en', rows = 3) {
  const pdf = createPdf({ locale, currency: 'VND', title: 'Hoá đơn' });
  pdf.companyHeader(COMPANY, locale === 'vi' ? 'Đơn vị bán hàng' : 'Seller');
  pdf.title(locale === 'vi' ? 'Hoá đơn giá trị gia tăng' : 'VAT invoice', 'Ký hiệu 1C26TWF');
  pdf.keyValues([
    [locale === 'vi' ? 'Ngày' : 'Date', '2026-12-04', 'date'],
    [locale === 'vi' ? 'Người mua' : 'Buyer', 'Nguyễn Thị Hằng'],
  ]);
  pdf.table(
    [
      { header: 'STT', kind: 'number', weight: 0.5 },
      { header: locale === 'vi' ? 'Tên hàng hoá, dịch vụ' : 'Item', weight: 4 },
      { header: locale === 'vi' ? 'Thành tiền' : 'Amount', kind: 'money', weight: 2 },
    ],
    Array.from({ length: rows }, (_, i) => [
      i + 1,
      `Vé máy bay Hà Nội – Đà Nẵng, hành khách số ${i + 1}`,
      411_522 + (i === 0 ? 1 : 0),
    ]),
  );
  pdf.totals([{ label: 'Tổng cộng', amount: 1_234_567, strong: true }]);
  return pdf.finish();
}

describe('PDF documents', () => {
  it('prints Vietnamese whole: the text comes back with every tone mark and the đồng sign', async () => {
    const bytes = await invoice('vi');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes).normalize('NFC');
    expect(text).toContain('Công ty Cổ phần Thép Việt');
    expect(text).toMatch(/Tổng cộng\s+1\.234\.567\s₫/u);
    expect(text).toContain('Mã số thuế: 0101234567');
    expect(text).toContain('Hoá đơn giá trị gia tăng');
    expect(text).toContain('Vé máy bay Hà Nội – Đà Nẵng');
    expect(text).toContain('04/12/2026');
    expect(text).toContain('Trang 1/1');
  });

  it('draws ink on page 1 (not a blank page)', async () => {
    const png = firstPagePng(await invoice('vi'));
    const share = inkShare(png);
    expect(share).toBeGreaterThan(0.005);
    expect(share).toBeLessThan(0.5);
  });

  it('writes money, dates and page numbers in the reader’s language', async () => {
    const text = pdfText(await invoice('en')).normalize('NFC');
    expect(text).toContain('₫1,234,567');
    expect(text).toContain('Tax code: 0101234567');
    expect(text).toContain('4 Dec 2026');
    expect(text).toContain('Page 1 of 1');
  });

  it('continues a long table on new pages, header repeated, every page numbered', async () => {
    const bytes = await invoice('vi', 120);
    const pages = pdfPageCount(bytes);
    expect(pages).toBeGreaterThan(2);
    const text = pdfText(bytes).normalize('NFC');
    expect(text).toContain(`Trang ${pages}/${pages}`);
    expect(text.match(/Tên hàng hoá, dịch vụ/g)?.length).toBe(pages);
    expect(text).toContain('hành khách số 120');
  });
});
