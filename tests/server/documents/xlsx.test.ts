import { describe, expect, it } from 'vitest';
import { columnTotals, readXlsxRows, xlsxFile } from '../../../server/documents/xlsx.js';

describe('XLSX files', () => {
  it('round-trips typed cells, a header row and totals that equal the rows’ sums', () => {
    const rows = [
      ['Nguyễn Văn An', '2026-11-02', 1_250_000, 125_000],
      ['Trần Thị Bích', '2026-11-15', 3_400_500, 340_050],
      ['=HYPERLINK("x")', '2026-11-30', 7, 0],
    ];
    const file = xlsxFile([
      {
        name: 'Đặt chỗ',
        columns: [
          { header: 'Người đi' },
          { header: 'Ngày', kind: 'date' },
          { header: 'Thành tiền', kind: 'money', total: true },
          { header: 'Thuế GTGT', kind: 'money', total: true },
        ],
        rows,
        totalsLabel: 'Tổng cộng',
      },
    ]);
    const back = readXlsxRows(file);
    expect(back[0]).toEqual(['Người đi', 'Ngày', 'Thành tiền', 'Thuế GTGT']);
    expect(back.slice(1, 4).map((r) => [r[0], r[2], r[3]])).toEqual(
      rows.map((r) => [r[0], r[2], r[3]]),
    );
    // A date cell, not text.
    expect(back[2][1]).toBeInstanceOf(Date);
    expect((back[2][1] as Date).toISOString().slice(0, 10)).toBe('2026-11-15');
    // Text that looks like a formula stays text (a string cell, never a formula).
    expect(typeof back[3][0]).toBe('string');
    expect(back[4]).toEqual(['Tổng cộng', null, 4_650_507, 465_050]);
    const sum = back.slice(1, 4).reduce((s, r) => s + (r[2] as number), 0);
    expect(back[4][2]).toBe(sum);
  });

  it('keeps text with markup characters whole and drops what XML cannot carry', () => {
    const file = xlsxFile([
      {
        name: 'Ghi chú: [1]',
        columns: [{ header: 'Ghi chú <a & b>' }, { header: 'Số', kind: 'number' }],
        rows: [['Công ty "Hà & Nội" <HN>\u0001', 3.5]],
      },
    ]);
    expect(readXlsxRows(file)).toEqual([
      ['Ghi chú <a & b>', 'Số'],
      ['Công ty "Hà & Nội" <HN>', 3.5],
    ]);
  });

  it('sums only the columns marked for totals', () => {
    expect(
      columnTotals(
        [{ header: 'a' }, { header: 'b', kind: 'money', total: true }],
        [
          ['x', 2],
          ['y', 3],
        ],
      ),
    ).toEqual([null, 5]);
  });
});
