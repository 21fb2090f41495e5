/**
 * Demo vouchers (docs/checkout.md "Vouchers"): a few real platform promotions with the rules of
 * spec §3 (a window, a minimum, a cap, product types, limits, one for referred travellers),
 * gift vouchers for the demo traveller, and the membership rewards' promotion plan. Relative
 * to `now`, so they are usable from the first start.
 */
import { WELCOME } from '../../domain/enrolment/welcome.js';
import { createRng } from './prng.js';
import { daysAgo, type SeedRows } from './rows.js';

const DAY = 86_400_000;

export function buildPromotions(opts: { now: Date; rows: SeedRows; travellerIds: string[] }) {
  const { now, rows } = opts;
  const rng = createRng('wayfare-demo:promotions');
  const start = daysAgo(now, 30);
  const inDays = (d: number) => new Date(daysAgo(now, 0).getTime() + d * DAY);
  rows.platformPromotions.push(
    {
      id: rng.uuid(),
      name: 'Chào hè – giảm 10% khách sạn',
      code: 'HE2025',
      type: 'VOUCHER',
      percent_off: 10,
      maximum: 500_000,
      minimum: 1_000_000,
      product_types: ['HOTEL'],
      begin_at: start,
      end_at: inDays(60),
      max_redemptions: 500,
      max_user_redemptions: 2,
      note: 'Giảm 10% (tối đa 500.000 ₫) cho đặt phòng từ 1.000.000 ₫.',
    },
    {
      id: rng.uuid(),
      name: 'Bay thả ga – giảm 150.000 ₫ vé máy bay',
      code: 'BAYNGAY150',
      type: 'VOUCHER',
      amount_off: 150_000,
      minimum: 1_500_000,
      product_types: ['FLIGHT'],
      begin_at: start,
      end_at: inDays(45),
      max_redemptions: 1000,
      max_user_redemptions: 1,
      note: 'Giảm 150.000 ₫ cho vé từ 1.500.000 ₫, mỗi khách một lần.',
    },
    {
      id: rng.uuid(),
      name: 'Chào bạn mới – giảm 5%',
      code: 'WELCOME5',
      type: 'VOUCHER',
      percent_off: 5,
      maximum: 300_000,
      begin_at: start,
      end_at: null,
      max_user_redemptions: 1,
      first_trip_only: true,
      note: 'Giảm 5% (tối đa 300.000 ₫) cho chuyến đầu tiên.',
    },
    {
      id: rng.uuid(),
      name: 'Flash sale – 20 suất cuối',
      code: 'FLASH20',
      type: 'CAMPAIGN',
      percent_off: 20,
      maximum: 1_000_000,
      begin_at: start,
      end_at: inDays(7),
      max_redemptions: 20,
      max_user_redemptions: 1,
      note: 'Giảm 20% (tối đa 1.000.000 ₫), chỉ 20 suất.',
    },
    {
      id: rng.uuid(),
      name: 'Tết đã qua',
      code: 'TET2025',
      type: 'VOUCHER',
      percent_off: 15,
      begin_at: daysAgo(now, 120),
      end_at: daysAgo(now, 90),
      note: 'Đã hết hạn.',
    },
  );
  const traveller = rows.users.find((u) => u.email === 'traveller@mail.example');
  rows.giftVouchers.push(
    {
      id: rng.uuid(),
      code: 'QUA-500K-DEMO',
      user_id: traveller?.id ?? null,
      price: 500_000,
      source: 'REWARD',
      type: 'ALL',
      expired_at: inDays(90),
    },
    {
      id: rng.uuid(),
      code: 'QUA-HOTEL-1M',
      user_id: traveller?.id ?? null,
      price: 1_000_000,
      source: 'PURCHASE',
      type: 'HOTEL',
      expired_at: inDays(180),
    },
  );
  const plan = rng.uuid();
  rows.promotionPlans.push({
    id: plan,
    name: 'Ưu đãi hạng thành viên',
    note: 'Đổi điểm lấy voucher theo hạng.',
  });
  const vouchers: [string, number, number, number][] = [
    ['Giảm 5% khách sạn', 5, 500, 30],
    ['Giảm 8% vé máy bay', 8, 900, 30],
    ['Giảm 12% mọi dịch vụ', 12, 1500, 60],
  ];
  vouchers.forEach(([name, percent_off, price, duration], i) =>
    rows.promotionPlanVouchers.push({
      id: rng.uuid(),
      promotion_plan_id: plan,
      name,
      percent_off,
      price,
      duration,
      priority: i + 1,
      note: `${price} điểm, dùng trong ${duration} ngày.`,
    }),
  );
  // Each individual traveller got the welcome voucher when the account was made; those who
  // have travelled since no longer see it (first trip only), and old ones have lapsed.
  for (const id of opts.travellerIds) {
    const user = rows.users.find((u) => u.id === id);
    const made = user?.inserted_at instanceof Date ? user.inserted_at : now;
    rows.platformPromotions.push({
      id: rng.uuid(),
      user_id: id,
      code: `CHAO-${rng.code(10)}`,
      name: WELCOME.name,
      note: WELCOME.note,
      type: 'SIGN_UP',
      percent_off: WELCOME.percentOff,
      maximum: WELCOME.maximum,
      begin_at: made,
      end_at: new Date(made.getTime() + WELCOME.days * DAY),
      max_redemptions: 1,
      max_user_redemptions: 1,
      first_trip_only: true,
    });
  }
}
