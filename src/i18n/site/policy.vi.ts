/** Travel-policy verdicts on /flight, /p, /property/{id} and checkout (Vietnamese, the reference). */
export const policyVi = {
  badge: {
    IN_POLICY: 'Trong chính sách',
    APPROVAL: 'Cần phê duyệt',
    BLOCK: 'Bị chặn',
    ALLOW_WITH_REASON: 'Cần lý do',
  },
  cabin: {
    ECONOMY: 'phổ thông',
    PREMIUM_ECONOMY: 'phổ thông đặc biệt',
    BUSINESS: 'thương gia',
    FIRST: 'hạng nhất',
  },
  breach: {
    CABIN: 'Hạng %{actual} không được phép',
    PRICE: 'Giá vượt mức trần %{cap}',
    DAYS_AHEAD: 'Đặt trước %{days} ngày, chính sách yêu cầu %{min_days} ngày',
  },
  split: 'Công ty trả %{first}, bạn trả %{second}',
  filter: {
    title: 'Chính sách công tác',
    inPolicy: 'Chỉ hiện lựa chọn trong chính sách',
  },
  checkout: {
    heading: 'Chính sách công tác',
    IN_POLICY: 'Chuyến đi này nằm trong chính sách công tác của công ty.',
    APPROVAL:
      'Chuyến đi này nằm ngoài chính sách công tác: công ty chỉ thanh toán sau khi được phê duyệt.',
    BLOCK:
      'Chuyến đi này nằm ngoài chính sách công tác và không thể thanh toán bằng tài khoản công ty.',
    ALLOW_WITH_REASON:
      'Chuyến đi này nằm ngoài chính sách công tác: hãy chọn lý do để thanh toán bằng tài khoản công ty.',
    reason: 'Lý do ngoài chính sách',
    reasonNone: 'Chọn lý do',
    errors: {
      POLICY_BLOCKED:
        'Chính sách công tác không cho phép thanh toán chuyến đi này bằng tài khoản công ty.',
      POLICY_APPROVAL_REQUIRED: 'Chuyến đi này cần được phê duyệt trước khi công ty thanh toán.',
      POLICY_REASON_REQUIRED: 'Hãy chọn lý do ngoài chính sách.',
    },
  },
};
