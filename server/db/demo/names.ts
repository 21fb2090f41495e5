import type { Rng } from './prng.js';

const words = (text: string): readonly string[] => text.trim().split(/\s+/);

/** Family names (họ) with approximate shares in the Vietnamese population (%). */
const FAMILY_NAMES = words(
  'Nguyễn Trần Lê Phạm Hoàng Huỳnh Phan Vũ Võ Đặng Bùi Đỗ Hồ Ngô Dương Lý Trương Đinh Mai Lâm',
);
const FAMILY_WEIGHTS = [
  38, 11, 9.5, 7, 3, 2, 4.5, 2, 2, 2.1, 2, 1.4, 1.3, 1.3, 1, 0.5, 0.8, 0.6, 0.5, 0.5,
];

const MIDDLE_MALE = words('Văn Hữu Đức Minh Quốc Thành Công Gia Hoàng Tuấn Xuân Trọng');
const MIDDLE_FEMALE = words('Thị Ngọc Thu Thanh Bảo Khánh Phương Mai Hồng Kim Diệu Minh');

const GIVEN_MALE = words(
  'An Bình Cường Dũng Duy Đạt Hải Hiếu Hoàng Hùng Huy Khang Khoa Long Minh Nam Nghĩa ' +
    'Phong Phúc Quân Quang Sơn Tài Thắng Thịnh Trung Tuấn Việt Vinh Lâm Khải Tùng Đông Kiên',
);
const GIVEN_FEMALE = words(
  'Anh Chi Dung Giang Hà Hạnh Hằng Hiền Hoa Hương Huyền Lan Linh Loan Mai My Nga Ngân Nhung ' +
    'Oanh Phương Quỳnh Tâm Thảo Thu Thủy Trang Trinh Uyên Vân Yến Ly Nhi Thư',
);

export type Sex = 'MALE' | 'FEMALE';

export interface PersonName {
  gender: Sex;
  family: string;
  middle: string;
  given: string;
  /** Given name, as the app's first_name. */
  first_name: string;
  /** Family name and middle name, as the app's last_name (e.g. 'Nguyễn Văn'). */
  last_name: string;
}

export function randomName(rng: Rng): PersonName {
  const gender: Sex = rng.chance(0.5) ? 'MALE' : 'FEMALE';
  const family = rng.weighted(FAMILY_NAMES, FAMILY_WEIGHTS);
  const middle = rng.pick(gender === 'MALE' ? MIDDLE_MALE : MIDDLE_FEMALE);
  const given = rng.pick(gender === 'MALE' ? GIVEN_MALE : GIVEN_FEMALE);
  return person(gender, family, middle, given);
}

export function person(gender: Sex, family: string, middle: string, given: string): PersonName {
  return { gender, family, middle, given, first_name: given, last_name: `${family} ${middle}` };
}

/** Removes Vietnamese diacritics: 'Nguyễn Đức' -> 'Nguyen Duc'. */
export function toAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/** Passport-style names: surname 'NGUYEN', given names 'VAN AN'. */
export function passportNames(name: PersonName): { first: string; last: string } {
  return {
    last: toAscii(name.family).toUpperCase(),
    first: toAscii(`${name.middle} ${name.given}`).toUpperCase(),
  };
}

/** Corporate e-mail local part in the common Vietnamese style: 'An Nguyễn Văn' -> 'annv'. */
export function corporateLocalPart(name: PersonName): string {
  const initials = [name.family, name.middle].map((part) => toAscii(part)[0]).join('');
  return `${toAscii(name.given)}${initials}`.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Personal e-mail local part: 'nguyenvanan'. */
export function personalLocalPart(name: PersonName): string {
  return toAscii(`${name.family}${name.middle}${name.given}`)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Hands out unique e-mail addresses, adding 2, 3, … to a taken local part. */
export class EmailBook {
  private readonly taken = new Set<string>();

  reserve(email: string): string {
    const key = email.toLowerCase();
    if (this.taken.has(key)) throw new Error(`e-mail reserved twice: ${email}`);
    this.taken.add(key);
    return email;
  }

  next(localPart: string, domain: string): string {
    for (let n = 1; ; n++) {
      const email = `${localPart}${n === 1 ? '' : n}@${domain}`;
      if (!this.taken.has(email)) return this.reserve(email);
    }
  }
}

/** Vietnamese mobile prefixes (after +84) used for generated numbers. 99 is kept for demo. */
const MOBILE_PREFIXES = words(
  '90 91 93 94 96 97 98 32 33 34 35 36 37 38 39 70 76 77 78 79 81 82 83 84 85 86 88 89 56 58',
);

/**
 * The n-th generated national mobile number (9 digits, no leading 0), distinct for distinct
 * n < 10^7: the prefix is chosen by n mod 30 and the 7-digit rest by n times a constant
 * coprime to 10^7 (an invertible map modulo 10^7), so numbers look scattered.
 */
export function mobileNumber(n: number): string {
  if (n >= 10_000_000) throw new Error('mobileNumber: n must be below 10^7');
  const prefix = MOBILE_PREFIXES[n % MOBILE_PREFIXES.length];
  const rest = (n * 4_567_891 + 2_345_678) % 10_000_000;
  return `${prefix}${String(rest).padStart(7, '0')}`;
}
