/**
 * What a breakdown's keys are called, in the reader's language (Vietnamese the reference), and
 * slices with their share of the total. Pure.
 */
export type Lang = 'vi' | 'en';

export const langOf = (locale: string | null | undefined): Lang =>
  (locale ?? '').toLowerCase().startsWith('en') ? 'en' : 'vi';

const TEXTS = {
  vi: {
    FLIGHT: 'Vé máy bay',
    HOTEL: 'Khách sạn',
    noDepartment: 'Không thuộc phòng ban',
    noCostCenter: 'Không có trung tâm chi phí',
    noTrip: 'Không thuộc chuyến đi',
    unknown: 'Không rõ',
    ECONOMY: 'Phổ thông',
    PREMIUM_ECONOMY: 'Phổ thông đặc biệt',
    BUSINESS: 'Thương gia',
    FIRST: 'Hạng nhất',
    AIRFARE: 'Vé máy bay',
    LODGING: 'Lưu trú',
    TRANSPORT: 'Đi lại',
    MEALS: 'Ăn uống',
    ENTERTAINMENT: 'Tiếp khách',
    OFFICE: 'Văn phòng phẩm',
    OTHER: 'Khác',
    days: (bucket: string) => `${bucket} ngày`,
    stars: (star: string) => `${star} sao`,
  },
  en: {
    FLIGHT: 'Flights',
    HOTEL: 'Hotels',
    noDepartment: 'No department',
    noCostCenter: 'No cost center',
    noTrip: 'No trip',
    unknown: 'Unknown',
    ECONOMY: 'Economy',
    PREMIUM_ECONOMY: 'Premium economy',
    BUSINESS: 'Business',
    FIRST: 'First',
    AIRFARE: 'Airfare',
    LODGING: 'Lodging',
    TRANSPORT: 'Transport',
    MEALS: 'Meals',
    ENTERTAINMENT: 'Entertainment',
    OFFICE: 'Office',
    OTHER: 'Other',
    days: (bucket: string) => `${bucket} days`,
    stars: (star: string) => `${star} stars`,
  },
} as const;

export type TextKey = Exclude<keyof (typeof TEXTS)['vi'], 'days' | 'stars'>;

export const texts = (lang: Lang) => TEXTS[lang];

/** A known code's name, else the code itself. */
export function named(lang: Lang, code: string | null | undefined, fallback: TextKey = 'unknown') {
  if (!code) return TEXTS[lang][fallback];
  return code in TEXTS[lang] ? String(TEXTS[lang][code as TextKey]) : code;
}

export interface Slice {
  key: string | null;
  label: string;
  amount: number;
  count: number;
  share: number;
}

/** Slices with their share of `total` (0 when there is none). */
export function slices<T>(
  rows: readonly T[],
  total: number,
  pick: (row: T) => { key: string | null; label: string; amount: number; count: number },
): Slice[] {
  return rows.map((row) => {
    const s = pick(row);
    return { ...s, share: total > 0 ? s.amount / total : 0 };
  });
}
