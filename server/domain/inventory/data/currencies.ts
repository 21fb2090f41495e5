/**
 * Currencies with reference rates to VND. These are fixed reference values (rounded mid rates
 * of Vietnamese banks in 2025), good for showing approximate prices; a real deployment updates
 * the currencies table from a rates provider. Prices are always stored and charged in VND.
 */
export const CURRENCIES = [
  { code: 'VND', vi: 'Đồng Việt Nam', en: 'Vietnamese dong', symbol: '₫', minor: 0, vnd: 1 },
  { code: 'USD', vi: 'Đô la Mỹ', en: 'US dollar', symbol: '$', minor: 2, vnd: 25_400 },
  { code: 'EUR', vi: 'Euro', en: 'Euro', symbol: '€', minor: 2, vnd: 27_600 },
  { code: 'JPY', vi: 'Yên Nhật', en: 'Japanese yen', symbol: '¥', minor: 0, vnd: 168 },
  { code: 'KRW', vi: 'Won Hàn Quốc', en: 'South Korean won', symbol: '₩', minor: 0, vnd: 18.4 },
  { code: 'SGD', vi: 'Đô la Singapore', en: 'Singapore dollar', symbol: 'S$', minor: 2, vnd: 19_100 },
  { code: 'THB', vi: 'Baht Thái', en: 'Thai baht', symbol: '฿', minor: 2, vnd: 740 },
  { code: 'CNY', vi: 'Nhân dân tệ', en: 'Chinese yuan', symbol: '¥', minor: 2, vnd: 3_500 },
  { code: 'AUD', vi: 'Đô la Úc', en: 'Australian dollar', symbol: 'A$', minor: 2, vnd: 16_500 },
  { code: 'GBP', vi: 'Bảng Anh', en: 'Pound sterling', symbol: '£', minor: 2, vnd: 32_800 },
  { code: 'TWD', vi: 'Đô la Đài Loan', en: 'New Taiwan dollar', symbol: 'NT$', minor: 2, vnd: 790 },
  { code: 'MYR', vi: 'Ringgit Malaysia', en: 'Malaysian ringgit', symbol: 'RM', minor: 2, vnd: 5_700 },
] as const;
