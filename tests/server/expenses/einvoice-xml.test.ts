import { describe, expect, it } from 'vitest';
import { looksLikeXml, readEInvoice } from '../../../server/domain/expenses/einvoice-xml.js';

/*
 * Samples in the tax authority's format (Decree 123/2020, Circular 78/2021, schema 2.0.x),
 * written for this test: a hotel's VAT invoice alone, and a taxi invoice in the TDiep envelope
 * the authority's portal exports, with a namespace prefix and a signature block.
 */
const hotel = `<?xml version="1.0" encoding="UTF-8"?>
<HDon>
  <DLHDon Id="data">
    <TTChung>
      <PBan>2.0.1</PBan>
      <THDon>HÓA ĐƠN GIÁ TRỊ GIA TĂNG</THDon>
      <KHMSHDon>1</KHMSHDon>
      <KHHDon>C26TAA</KHHDon>
      <SHDon>0001234</SHDon>
      <NLap>2026-11-20</NLap>
      <DVTTe>VND</DVTTe>
      <TGia>1</TGia>
      <HTTToan>TM/CK</HTTToan>
      <MSTTCGP>0101234567</MSTTCGP>
    </TTChung>
    <NDHDon>
      <NBan>
        <Ten>CÔNG TY TNHH KHÁCH SẠN SÔNG HÀN</Ten>
        <MST>0401234567</MST>
        <DChi>12 Bạch Đằng, Hải Châu, Đà Nẵng</DChi>
      </NBan>
      <NMua>
        <Ten>CÔNG TY CỔ PHẦN THÉP VINASTEEL</Ten>
        <MST>0309876543</MST>
        <DChi>Quận 1, TP Hồ Chí Minh</DChi>
      </NMua>
      <DSHHDVu>
        <HHDVu>
          <TChat>1</TChat><STT>1</STT><THHDVu>Phòng Deluxe 2 đêm</THHDVu>
          <DVTinh>Đêm</DVTinh><SLuong>2</SLuong><DGia>1200000</DGia>
          <ThTien>2400000</ThTien><TSuat>8%</TSuat>
        </HHDVu>
      </DSHHDVu>
      <TToan>
        <THTTLTSuat><LTSuat><TSuat>8%</TSuat><ThTien>2400000</ThTien><TThue>192000</TThue></LTSuat></THTTLTSuat>
        <TgTCThue>2400000</TgTCThue>
        <TgTThue>192000</TgTThue>
        <TgTTTBSo>2592000</TgTTTBSo>
        <TgTTTBChu>Hai triệu năm trăm chín mươi hai nghìn đồng</TgTTTBChu>
      </TToan>
    </NDHDon>
  </DLHDon>
  <MCCQT>00A1B2C3D4E5F6</MCCQT>
  <DSCKS><NBan><Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignatureValue>abc=</SignatureValue></Signature></NBan></DSCKS>
</HDon>`;

const taxiInEnvelope = `\ufeff<?xml version="1.0" encoding="utf-8"?>
<TDiep>
  <TTChung><PBan>2.0.0</PBan><MNGui>V0101234567</MNGui><MLTDiep>200</MLTDiep></TTChung>
  <DLieu>
    <inv:HDon xmlns:inv="urn:einvoice">
      <inv:DLHDon>
        <inv:TTChung>
          <inv:KHMSHDon>2</inv:KHMSHDon><inv:KHHDon>C26TXL</inv:KHHDon><inv:SHDon>88</inv:SHDon>
          <inv:NLap>2026-11-21T08:15:00</inv:NLap>
        </inv:TTChung>
        <inv:NDHDon>
          <inv:NBan><inv:Ten><![CDATA[CÔNG TY CP TAXI XANH & CO]]></inv:Ten><inv:MST>0312345678-001</inv:MST></inv:NBan>
          <inv:NMua><inv:HVTNMHang>Nguyễn Văn An</inv:HVTNMHang></inv:NMua>
          <inv:TToan><inv:TgTThue>0</inv:TgTThue><inv:TgTTTBSo>185000</inv:TgTTTBSo></inv:TToan>
        </inv:NDHDon>
      </inv:DLHDon>
    </inv:HDon>
  </DLieu>
</TDiep>`;

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readEInvoice', () => {
  it('reads the seller, tax code, date, amounts and VAT of a VAT invoice', () => {
    expect(readEInvoice(bytes(hotel))).toEqual({
      ok: true,
      invoice: {
        seller_name: 'CÔNG TY TNHH KHÁCH SẠN SÔNG HÀN',
        seller_tax_code: '0401234567',
        buyer_name: 'CÔNG TY CỔ PHẦN THÉP VINASTEEL',
        buyer_tax_code: '0309876543',
        issue_date: '2026-11-20',
        currency: 'VND',
        exchange_rate: 1,
        series: '1C26TAA',
        number: '0001234',
        amount_before_vat: 2400000,
        vat_amount: 192000,
        total: 2592000,
      },
    });
  });

  it('reads an invoice inside the TDiep envelope, with prefixes, CDATA and a branch tax code', () => {
    const result = readEInvoice(bytes(taxiInEnvelope));
    expect(result).toMatchObject({
      ok: true,
      invoice: {
        seller_name: 'CÔNG TY CP TAXI XANH & CO',
        seller_tax_code: '0312345678-001',
        buyer_name: 'Nguyễn Văn An',
        issue_date: '2026-11-21',
        currency: 'VND',
        amount_before_vat: null,
        vat_amount: 0,
        total: 185000,
      },
    });
    expect(looksLikeXml(bytes(taxiInEnvelope))).toBe(true);
  });

  it('names each missing or malformed element', () => {
    const broken = hotel
      .replace('<MST>0401234567</MST>', '<MST>12345</MST>')
      .replace('<NLap>2026-11-20</NLap>', '<NLap>20/11/2026</NLap>')
      .replace('<TgTTTBSo>2592000</TgTTTBSo>', '');
    const result = readEInvoice(bytes(broken));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => `${p.field}:${p.rule}`)).toEqual([
      'einvoice.NBan.MST:tax_code',
      'einvoice.NLap:date',
      'einvoice.TgTTTBSo:required',
    ]);
  });

  it('refuses a DOCTYPE (no external or custom entities) and entity tricks', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE HDon [<!ENTITY x SYSTEM "file:///etc/passwd">]><HDon><DLHDon><NDHDon><NBan><Ten>&x;</Ten></NBan></NDHDon></DLHDon></HDon>`;
    const result = readEInvoice(bytes(xxe));
    expect(result).toMatchObject({
      ok: false,
      problems: [{ field: 'receipt', rule: 'einvoice_format' }],
    });
    const undefinedEntity = hotel.replace('SÔNG HÀN', '&boom;');
    expect(readEInvoice(bytes(undefinedEntity)).ok).toBe(false);
  });

  it('refuses what is not an e-invoice', () => {
    expect(
      readEInvoice(bytes('<?xml version="1.0"?><Invoice><Total>1</Total></Invoice>')),
    ).toMatchObject({
      ok: false,
      problems: [{ rule: 'einvoice_format' }],
    });
    expect(readEInvoice(bytes('not xml at all')).ok).toBe(false);
    expect(looksLikeXml(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
  });
});
