import { describe, expect, it } from 'vitest';
import { compareByGivenName, foldName } from './person-name';

const person = (last_name: string | null, first_name: string | null) => ({ last_name, first_name });

describe('Vietnamese name order', () => {
  it('sorts by given name, then family name, ignoring accents and case; no name last', () => {
    const people = [
      person('Lê', 'Minh'),
      person(null, null),
      person('NGUYỄN THỊ', 'Bình'),
      person('Nguyễn Văn', 'An'),
      person('Phạm Đức', 'Khang'),
      person('Đặng', 'Ánh'),
      person('Đỗ', 'An'),
    ];
    expect(people.sort(compareByGivenName).map((p) => `${p.last_name} ${p.first_name}`)).toEqual([
      'Đỗ An',
      'Nguyễn Văn An',
      'Đặng Ánh',
      'NGUYỄN THỊ Bình',
      'Phạm Đức Khang',
      'Lê Minh',
      'null null',
    ]);
  });

  it('folds names as the database does', () => {
    expect(foldName('Nguyễn Đức ĐẠT')).toBe('nguyen duc dat');
  });
});
