/**
 * Cities (and provinces) of the inventory, written by us: Vietnamese and English names, IATA
 * city code (a city code covers all the city's airports in flight search; Vietnamese cities
 * use their airport's code), centre coordinates, IANA time zone, popularity (0-100) and extra
 * search aliases. Cities without an airport have no code.
 */
export interface CitySeed {
  id: string;
  code: string | null;
  vi: string;
  en: string;
  country: string;
  lat: number;
  lng: number;
  tz: string;
  popularity: number;
  aliases?: string[];
}

const VN = 'Asia/Ho_Chi_Minh';

function city(
  id: string,
  code: string | null,
  vi: string,
  en: string,
  country: string,
  lat: number,
  lng: number,
  tz: string,
  popularity: number,
  aliases: string[] = [],
): CitySeed {
  return { id, code, vi, en, country, lat, lng, tz, popularity, aliases };
}

export const CITIES: CitySeed[] = [
  city('ha-noi', 'HAN', 'Hà Nội', 'Hanoi', 'VN', 21.0285, 105.8542, VN, 100, ['Ha Noi', 'HN']),
  city('ho-chi-minh', 'SGN', 'TP. Hồ Chí Minh', 'Ho Chi Minh City', 'VN', 10.7769, 106.7009, VN, 100, [
    'Sài Gòn',
    'Saigon',
    'HCM',
    'TPHCM',
    'Thành phố Hồ Chí Minh',
  ]),
  city('da-nang', 'DAD', 'Đà Nẵng', 'Da Nang', 'VN', 16.0544, 108.2022, VN, 95, ['Danang']),
  city('nha-trang', 'CXR', 'Nha Trang', 'Nha Trang', 'VN', 12.2388, 109.1967, VN, 85, ['Khánh Hòa', 'Cam Ranh']),
  city('phu-quoc', 'PQC', 'Phú Quốc', 'Phu Quoc', 'VN', 10.2270, 103.9637, VN, 85, ['Kiên Giang']),
  city('hoi-an', null, 'Hội An', 'Hoi An', 'VN', 15.8801, 108.3380, VN, 80, ['Quảng Nam']),
  city('da-lat', 'DLI', 'Đà Lạt', 'Da Lat', 'VN', 11.9404, 108.4583, VN, 80, ['Dalat', 'Lâm Đồng']),
  city('ha-long', 'VDO', 'Hạ Long', 'Ha Long', 'VN', 20.9517, 107.0800, VN, 75, ['Halong', 'Quảng Ninh', 'Vân Đồn']),
  city('hue', 'HUI', 'Huế', 'Hue', 'VN', 16.4637, 107.5909, VN, 70, ['Thừa Thiên Huế']),
  city('quy-nhon', 'UIH', 'Quy Nhơn', 'Quy Nhon', 'VN', 13.7820, 109.2194, VN, 65, ['Bình Định', 'Phù Cát']),
  city('vung-tau', null, 'Vũng Tàu', 'Vung Tau', 'VN', 10.3460, 107.0843, VN, 60, ['Bà Rịa – Vũng Tàu']),
  city('sa-pa', null, 'Sa Pa', 'Sa Pa', 'VN', 22.3364, 103.8438, VN, 60, ['Sapa', 'Lào Cai']),
  city('phan-thiet', null, 'Phan Thiết', 'Phan Thiet', 'VN', 10.9280, 108.1021, VN, 55, ['Mũi Né', 'Bình Thuận']),
  city('hai-phong', 'HPH', 'Hải Phòng', 'Hai Phong', 'VN', 20.8449, 106.6881, VN, 55),
  city('can-tho', 'VCA', 'Cần Thơ', 'Can Tho', 'VN', 10.0452, 105.7469, VN, 50),
  city('vinh', 'VII', 'Vinh', 'Vinh', 'VN', 18.6796, 105.6813, VN, 40, ['Nghệ An']),
  city('buon-ma-thuot', 'BMV', 'Buôn Ma Thuột', 'Buon Ma Thuot', 'VN', 12.6667, 108.0500, VN, 35, ['Đắk Lắk']),
  city('dong-hoi', 'VDH', 'Đồng Hới', 'Dong Hoi', 'VN', 17.4689, 106.6223, VN, 35, ['Quảng Bình', 'Phong Nha']),
  city('thanh-hoa', 'THD', 'Thanh Hóa', 'Thanh Hoa', 'VN', 19.8067, 105.7852, VN, 35, ['Sầm Sơn']),
  city('tam-ky', 'VCL', 'Tam Kỳ', 'Tam Ky', 'VN', 15.5736, 108.4740, VN, 20, ['Chu Lai']),
  city('con-dao', 'VCS', 'Côn Đảo', 'Con Dao', 'VN', 8.6830, 106.6090, VN, 40, ['Côn Sơn']),
  city('tuy-hoa', 'TBB', 'Tuy Hòa', 'Tuy Hoa', 'VN', 13.0955, 109.3209, VN, 25, ['Phú Yên']),
  city('pleiku', 'PXU', 'Pleiku', 'Pleiku', 'VN', 13.9833, 108.0000, VN, 25, ['Gia Lai']),
  city('ca-mau', 'CAH', 'Cà Mau', 'Ca Mau', 'VN', 9.1769, 105.1524, VN, 20),
  city('dien-bien-phu', 'DIN', 'Điện Biên Phủ', 'Dien Bien Phu', 'VN', 21.3860, 103.0230, VN, 20),
  city('rach-gia', 'VKG', 'Rạch Giá', 'Rach Gia', 'VN', 10.0125, 105.0809, VN, 20),
  city('bangkok', 'BKK', 'Băng Cốc', 'Bangkok', 'TH', 13.7563, 100.5018, 'Asia/Bangkok', 90, ['Bangkok']),
  city('phuket', 'HKT', 'Phuket', 'Phuket', 'TH', 7.8804, 98.3923, 'Asia/Bangkok', 55),
  city('chiang-mai', 'CNX', 'Chiang Mai', 'Chiang Mai', 'TH', 18.7883, 98.9853, 'Asia/Bangkok', 45),
  city('singapore', 'SIN', 'Singapore', 'Singapore', 'SG', 1.3521, 103.8198, 'Asia/Singapore', 90),
  city('kuala-lumpur', 'KUL', 'Kuala Lumpur', 'Kuala Lumpur', 'MY', 3.1390, 101.6869, 'Asia/Kuala_Lumpur', 75),
  city('hong-kong', 'HKG', 'Hồng Kông', 'Hong Kong', 'HK', 22.3193, 114.1694, 'Asia/Hong_Kong', 80),
  city('macau', 'MFM', 'Ma Cao', 'Macau', 'MO', 22.1987, 113.5439, 'Asia/Macau', 40),
  city('taipei', 'TPE', 'Đài Bắc', 'Taipei', 'TW', 25.0330, 121.5654, 'Asia/Taipei', 75),
  city('seoul', 'SEL', 'Seoul', 'Seoul', 'KR', 37.5665, 126.9780, 'Asia/Seoul', 90, ['Xơ-un']),
  city('busan', 'PUS', 'Busan', 'Busan', 'KR', 35.1796, 129.0756, 'Asia/Seoul', 55, ['Pusan']),
  city('tokyo', 'TYO', 'Tokyo', 'Tokyo', 'JP', 35.6762, 139.6503, 'Asia/Tokyo', 85, ['Tô-ki-ô']),
  city('osaka', 'OSA', 'Osaka', 'Osaka', 'JP', 34.6937, 135.5023, 'Asia/Tokyo', 65),
  city('phnom-penh', 'PNH', 'Phnôm Pênh', 'Phnom Penh', 'KH', 11.5564, 104.9282, 'Asia/Phnom_Penh', 55, ['Nam Vang']),
  city('siem-reap', 'REP', 'Siem Reap', 'Siem Reap', 'KH', 13.3671, 103.8448, 'Asia/Phnom_Penh', 40, ['Xiêm Riệp', 'Angkor']),
  city('vientiane', 'VTE', 'Viêng Chăn', 'Vientiane', 'LA', 17.9757, 102.6331, 'Asia/Vientiane', 45),
  city('luang-prabang', 'LPQ', 'Luông Pha Băng', 'Luang Prabang', 'LA', 19.8856, 102.1347, 'Asia/Vientiane', 30),
  city('yangon', 'RGN', 'Yangon', 'Yangon', 'MM', 16.8409, 96.1735, 'Asia/Yangon', 40, ['Rangoon']),
  city('manila', 'MNL', 'Manila', 'Manila', 'PH', 14.5995, 120.9842, 'Asia/Manila', 55),
  city('jakarta', 'JKT', 'Jakarta', 'Jakarta', 'ID', -6.2088, 106.8456, 'Asia/Jakarta', 55),
  city('bali', 'DPS', 'Bali', 'Bali', 'ID', -8.6705, 115.2126, 'Asia/Makassar', 60, ['Denpasar']),
  city('guangzhou', 'CAN', 'Quảng Châu', 'Guangzhou', 'CN', 23.1291, 113.2644, 'Asia/Shanghai', 55),
  city('shanghai', 'SHA', 'Thượng Hải', 'Shanghai', 'CN', 31.2304, 121.4737, 'Asia/Shanghai', 60),
  city('beijing', 'BJS', 'Bắc Kinh', 'Beijing', 'CN', 39.9042, 116.4074, 'Asia/Shanghai', 55),
  city('shenzhen', 'SZX', 'Thâm Quyến', 'Shenzhen', 'CN', 22.5431, 114.0579, 'Asia/Shanghai', 40),
  city('kunming', 'KMG', 'Côn Minh', 'Kunming', 'CN', 25.0389, 102.7183, 'Asia/Shanghai', 35),
  city('sydney', 'SYD', 'Sydney', 'Sydney', 'AU', -33.8688, 151.2093, 'Australia/Sydney', 50),
  city('melbourne', 'MEL', 'Melbourne', 'Melbourne', 'AU', -37.8136, 144.9631, 'Australia/Melbourne', 45),
  city('paris', 'PAR', 'Paris', 'Paris', 'FR', 48.8566, 2.3522, 'Europe/Paris', 50, ['Pa-ri']),
  city('frankfurt', 'FRA', 'Frankfurt', 'Frankfurt', 'DE', 50.1109, 8.6821, 'Europe/Berlin', 40),
  city('london', 'LON', 'Luân Đôn', 'London', 'GB', 51.5074, -0.1278, 'Europe/London', 45),
];
