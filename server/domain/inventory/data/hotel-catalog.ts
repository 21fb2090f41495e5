/** Property types, amenities, room templates and rate plan templates (written by us). */

export const PROPERTY_TYPES = [
  { code: 'HOTEL', vi: 'Khách sạn', en: 'Hotel' },
  { code: 'RESORT', vi: 'Khu nghỉ dưỡng', en: 'Resort' },
  { code: 'APARTMENT', vi: 'Căn hộ', en: 'Apartment' },
  { code: 'VILLA', vi: 'Biệt thự', en: 'Villa' },
  { code: 'HOMESTAY', vi: 'Homestay', en: 'Homestay' },
  { code: 'HOSTEL', vi: 'Nhà nghỉ tập thể', en: 'Hostel' },
  { code: 'BOUTIQUE', vi: 'Khách sạn boutique', en: 'Boutique hotel' },
] as const;

export type PropertyTypeCode = (typeof PROPERTY_TYPES)[number]['code'];

export const AMENITIES = [
  { code: 'WIFI', vi: 'Wi-Fi miễn phí', en: 'Free Wi-Fi', scope: 'PROPERTY' },
  { code: 'POOL', vi: 'Hồ bơi', en: 'Swimming pool', scope: 'PROPERTY' },
  { code: 'PARKING', vi: 'Chỗ đỗ xe', en: 'Parking', scope: 'PROPERTY' },
  { code: 'RESTAURANT', vi: 'Nhà hàng', en: 'Restaurant', scope: 'PROPERTY' },
  { code: 'BAR', vi: 'Quầy bar', en: 'Bar', scope: 'PROPERTY' },
  { code: 'SPA', vi: 'Spa', en: 'Spa', scope: 'PROPERTY' },
  { code: 'GYM', vi: 'Phòng tập thể dục', en: 'Fitness centre', scope: 'PROPERTY' },
  { code: 'BEACH', vi: 'Bãi biển riêng / sát biển', en: 'Beachfront', scope: 'PROPERTY' },
  { code: 'AIRPORT_SHUTTLE', vi: 'Đưa đón sân bay', en: 'Airport shuttle', scope: 'PROPERTY' },
  { code: 'KIDS_CLUB', vi: 'Câu lạc bộ trẻ em', en: 'Kids club', scope: 'PROPERTY' },
  { code: 'PETS', vi: 'Cho phép thú cưng', en: 'Pets allowed', scope: 'PROPERTY' },
  { code: 'FRONT_DESK_24H', vi: 'Lễ tân 24 giờ', en: '24-hour front desk', scope: 'PROPERTY' },
  { code: 'ELEVATOR', vi: 'Thang máy', en: 'Elevator', scope: 'PROPERTY' },
  { code: 'LAUNDRY', vi: 'Giặt ủi', en: 'Laundry', scope: 'PROPERTY' },
  { code: 'AIR_CONDITIONING', vi: 'Điều hòa', en: 'Air conditioning', scope: 'ROOM' },
  { code: 'TV', vi: 'TV màn hình phẳng', en: 'Flat-screen TV', scope: 'ROOM' },
  { code: 'MINIBAR', vi: 'Minibar', en: 'Minibar', scope: 'ROOM' },
  { code: 'SAFE', vi: 'Két an toàn', en: 'In-room safe', scope: 'ROOM' },
  { code: 'BATHTUB', vi: 'Bồn tắm', en: 'Bathtub', scope: 'ROOM' },
  { code: 'BALCONY', vi: 'Ban công', en: 'Balcony', scope: 'ROOM' },
  { code: 'KITCHEN', vi: 'Bếp', en: 'Kitchen', scope: 'ROOM' },
] as const;

export interface RoomTemplate {
  code: string;
  vi: string;
  en: string;
  factor: number;
  size: number;
  bedVi: string;
  bedEn: string;
  adults: number;
  children: number;
  occupancy: number;
  rooms: number;
  amenities: string[];
}

const room = (
  code: string,
  vi: string,
  en: string,
  factor: number,
  size: number,
  bed: [string, string],
  adults: number,
  children: number,
  occupancy: number,
  rooms: number,
  amenities: string[],
): RoomTemplate => ({
  code, vi, en, factor, size, bedVi: bed[0], bedEn: bed[1], adults, children, occupancy, rooms, amenities,
});

const DOUBLE: [string, string] = ['1 giường đôi', '1 double bed'];
const KING: [string, string] = ['1 giường đôi lớn', '1 king bed'];
const TWIN: [string, string] = ['2 giường đơn', '2 single beds'];
const FAMILY: [string, string] = ['1 giường đôi lớn và 1 giường đơn', '1 king bed and 1 single bed'];
const BASIC = ['AIR_CONDITIONING', 'TV'];

export const ROOM_TEMPLATES: Record<PropertyTypeCode, RoomTemplate[]> = {
  HOTEL: [
    room('STANDARD', 'Phòng Tiêu chuẩn', 'Standard Room', 1, 20, DOUBLE, 2, 1, 3, 14, BASIC),
    room('SUPERIOR_TWIN', 'Phòng Superior 2 giường', 'Superior Twin Room', 1.15, 24, TWIN, 2, 1, 3, 10, [...BASIC, 'MINIBAR']),
    room('DELUXE', 'Phòng Deluxe', 'Deluxe Room', 1.45, 30, KING, 2, 1, 3, 10, [...BASIC, 'MINIBAR', 'SAFE', 'BATHTUB']),
    room('FAMILY', 'Phòng Gia đình', 'Family Room', 1.9, 40, FAMILY, 3, 2, 5, 5, [...BASIC, 'MINIBAR', 'SAFE']),
    room('SUITE', 'Phòng Suite', 'Suite', 2.6, 55, KING, 2, 2, 4, 3, [...BASIC, 'MINIBAR', 'SAFE', 'BATHTUB', 'BALCONY']),
  ],
  BOUTIQUE: [
    room('SUPERIOR', 'Phòng Superior', 'Superior Room', 1, 22, KING, 2, 1, 3, 8, [...BASIC, 'MINIBAR']),
    room('DELUXE_BALCONY', 'Phòng Deluxe có ban công', 'Deluxe Room with Balcony', 1.35, 28, KING, 2, 1, 3, 6, [...BASIC, 'MINIBAR', 'BALCONY']),
    room('JUNIOR_SUITE', 'Phòng Junior Suite', 'Junior Suite', 1.9, 38, KING, 2, 2, 4, 3, [...BASIC, 'MINIBAR', 'BATHTUB', 'BALCONY']),
  ],
  RESORT: [
    room('DELUXE_GARDEN', 'Phòng Deluxe hướng vườn', 'Deluxe Garden View', 1, 38, KING, 2, 2, 4, 20, [...BASIC, 'MINIBAR', 'SAFE', 'BALCONY']),
    room('DELUXE_OCEAN', 'Phòng Deluxe hướng biển', 'Deluxe Ocean View', 1.3, 38, KING, 2, 2, 4, 16, [...BASIC, 'MINIBAR', 'SAFE', 'BALCONY', 'BATHTUB']),
    room('BUNGALOW', 'Bungalow', 'Bungalow', 1.7, 55, KING, 2, 2, 4, 8, [...BASIC, 'MINIBAR', 'SAFE', 'BATHTUB']),
    room('POOL_VILLA', 'Biệt thự có hồ bơi riêng', 'Pool Villa', 3.2, 120, KING, 4, 2, 6, 4, [...BASIC, 'MINIBAR', 'SAFE', 'BATHTUB', 'KITCHEN']),
  ],
  APARTMENT: [
    room('STUDIO', 'Căn hộ Studio', 'Studio Apartment', 1, 32, DOUBLE, 2, 1, 3, 8, [...BASIC, 'KITCHEN']),
    room('ONE_BEDROOM', 'Căn hộ 1 phòng ngủ', 'One-Bedroom Apartment', 1.4, 50, KING, 2, 2, 4, 6, [...BASIC, 'KITCHEN', 'BALCONY']),
    room('TWO_BEDROOM', 'Căn hộ 2 phòng ngủ', 'Two-Bedroom Apartment', 2.1, 80, FAMILY, 4, 2, 6, 4, [...BASIC, 'KITCHEN', 'BALCONY']),
  ],
  VILLA: [
    room('THREE_BEDROOM_VILLA', 'Biệt thự 3 phòng ngủ', 'Three-Bedroom Villa', 1, 180, FAMILY, 6, 3, 9, 3, [...BASIC, 'KITCHEN', 'BALCONY', 'BATHTUB']),
    room('FOUR_BEDROOM_VILLA', 'Biệt thự 4 phòng ngủ', 'Four-Bedroom Villa', 1.35, 240, FAMILY, 8, 4, 12, 2, [...BASIC, 'KITCHEN', 'BALCONY', 'BATHTUB']),
  ],
  HOMESTAY: [
    room('DOUBLE', 'Phòng Đôi', 'Double Room', 1, 18, DOUBLE, 2, 1, 3, 4, BASIC),
    room('TWIN', 'Phòng 2 giường', 'Twin Room', 1.05, 20, TWIN, 2, 1, 3, 3, BASIC),
    room('FAMILY', 'Phòng Gia đình', 'Family Room', 1.6, 30, FAMILY, 3, 2, 5, 2, BASIC),
  ],
  HOSTEL: [
    room('DORM_BED', 'Giường trong phòng tập thể 6 người', 'Bed in 6-Bed Dormitory', 1, 6, ['1 giường tầng', '1 bunk bed'], 1, 0, 1, 24, ['AIR_CONDITIONING']),
    room('PRIVATE_DOUBLE', 'Phòng Đôi riêng', 'Private Double Room', 2.6, 16, DOUBLE, 2, 0, 2, 6, BASIC),
  ],
};

export interface RatePlanTemplate {
  code: string;
  vi: string;
  en: string;
  breakfast: boolean;
  refundable: boolean;
  freeDays: number | null;
  factor: number;
}

export const RATE_PLAN_TEMPLATES: RatePlanTemplate[] = [
  { code: 'ROOM_ONLY_NR', vi: 'Chỉ phòng – Không hoàn hủy', en: 'Room only – Non-refundable', breakfast: false, refundable: false, freeDays: null, factor: 0.9 },
  { code: 'ROOM_ONLY', vi: 'Chỉ phòng – Hủy miễn phí', en: 'Room only – Free cancellation', breakfast: false, refundable: true, freeDays: 3, factor: 1 },
  { code: 'BREAKFAST_NR', vi: 'Bao gồm bữa sáng – Không hoàn hủy', en: 'Breakfast included – Non-refundable', breakfast: true, refundable: false, freeDays: null, factor: 1.02 },
  { code: 'BREAKFAST', vi: 'Bao gồm bữa sáng – Hủy miễn phí', en: 'Breakfast included – Free cancellation', breakfast: true, refundable: true, freeDays: 2, factor: 1.12 },
];
