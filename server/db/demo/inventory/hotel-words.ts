/** Words for generated (fictional) property names, street names and descriptions. */
import type { PropertyTypeCode } from '../../../domain/inventory/data/hotel-catalog.js';

export const NAME_CORES = [
  'Hoa Sen',
  'Sao Mai',
  'Bình Minh',
  'Hướng Dương',
  'Ngọc Trai',
  'Thiên Đường',
  'Hải Âu',
  'Phương Đông',
  'An Nhiên',
  'Tre Xanh',
  'Mây Trắng',
  'Hoàng Hôn',
  'Cát Vàng',
  'Sóng Biển',
  'Lotus',
  'Sunrise',
  'Pearl',
  'Bamboo',
  'Jade',
  'Orchid',
  'Lantern',
  'Silk',
  'Coral',
  'Emerald',
  'Lagoon',
  'Palm',
  'Saffron',
  'Indochine',
  'Azure',
  'Golden Sand',
  'Riverside',
  'Ocean Breeze',
  'Sky',
  'Heritage',
  'Maple',
  'Lily',
  'Cozy',
  'Serene',
  'Aurora',
  'Harmony',
  'Vista',
  'Moonlight',
  'Dragon',
  'Phoenix',
  'Pine Hill',
  'Cloud',
  'Sapphire',
  'Blossom',
  'An Lạc',
  'Thanh Bình',
  'Hồng Hạc',
  'Đồng Xanh',
  'Mộc Lan',
  'Trúc Lâm',
  'Vạn Xuân',
  'Hạ Vy',
];

export const NAME_SUFFIX: Record<PropertyTypeCode, string[]> = {
  HOTEL: ['Hotel', 'Grand Hotel', 'Hotel & Spa', 'Central Hotel', 'Plaza Hotel'],
  BOUTIQUE: ['Boutique Hotel', 'Boutique & Spa', 'Boutique Inn'],
  RESORT: ['Resort', 'Resort & Spa', 'Beach Resort', 'Retreat'],
  APARTMENT: ['Apartment', 'Serviced Apartment', 'Residences', 'Suites'],
  VILLA: ['Villa', 'Villas', 'Garden Villa'],
  HOMESTAY: ['Homestay', 'House', 'Home'],
  HOSTEL: ['Hostel', 'Backpackers', 'Capsule Hostel'],
};

export const STREETS = [
  'Trần Phú',
  'Lê Lợi',
  'Nguyễn Huệ',
  'Hai Bà Trưng',
  'Lý Thường Kiệt',
  'Nguyễn Trãi',
  'Hùng Vương',
  'Phan Chu Trinh',
  'Bạch Đằng',
  'Võ Nguyên Giáp',
  'Hoàng Diệu',
  'Điện Biên Phủ',
  'Lê Duẩn',
  'Quang Trung',
  'Phạm Văn Đồng',
  'Nguyễn Văn Linh',
  'Trần Hưng Đạo',
  'Lê Thánh Tông',
];

const TYPE_WORDS: Record<PropertyTypeCode, [string, string]> = {
  HOTEL: ['Khách sạn', 'hotel'],
  BOUTIQUE: ['Khách sạn boutique', 'boutique hotel'],
  RESORT: ['Khu nghỉ dưỡng', 'resort'],
  APARTMENT: ['Căn hộ dịch vụ', 'serviced apartment building'],
  VILLA: ['Biệt thự', 'villa'],
  HOMESTAY: ['Homestay', 'homestay'],
  HOSTEL: ['Hostel', 'hostel'],
};

export function describe(
  type: PropertyTypeCode,
  stars: number,
  area: { vi: string; en: string },
  city: { vi: string; en: string },
  amenities: string[],
): { vi: string; en: string } {
  const [typeVi, typeEn] = TYPE_WORDS[type];
  const pool = amenities.includes('POOL');
  const beach = amenities.includes('BEACH');
  const vi = [
    `${typeVi} ${stars} sao tại ${area.vi}, ${city.vi}.`,
    beach ? 'Nằm ngay sát biển, có bãi tắm riêng.' : 'Thuận tiện đi lại tới các điểm tham quan.',
    pool ? 'Có hồ bơi ngoài trời và quầy bar bên hồ.' : 'Phòng ốc sạch sẽ, nhân viên thân thiện.',
  ].join(' ');
  const en = [
    `A ${stars}-star ${typeEn} in ${area.en}, ${city.en}.`,
    beach ? 'Right on the beach, with a private stretch of sand.' : 'Close to the main sights.',
    pool ? 'Outdoor pool with a pool bar.' : 'Clean rooms and friendly staff.',
  ].join(' ');
  return { vi, en };
}
