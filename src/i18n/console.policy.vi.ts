/**
 * The travel policy screen (/corporate/set-policy): its texts in the console catalogue
 * (console.policy.en.ts mirrors them).
 */
export const travelPolicyConsoleVi = {
  intro:
    'Mỗi cấp bậc nhân viên có thể có chính sách công tác riêng: hạng ghế, mức trần giá vé và khách sạn, số ngày đặt trước, và cách xử lý khi vượt chính sách.',
  readOnly:
    'Chỉ chủ sở hữu và quản trị viên mới thay đổi được chính sách công tác. Cấp bậc không có trong danh sách chưa có chính sách: mọi chuyến đi của họ đều trong chính sách.',
  noLevels: 'Doanh nghiệp chưa có cấp bậc nhân viên nào.',
  noLevelsHint: 'Hãy tạo cấp bậc trước, rồi đặt chính sách cho từng cấp bậc.',
  createLevel: 'Tạo cấp bậc',
  noPolicy: 'Chưa có chính sách',
  noPolicyHint: 'Mọi chuyến đi của cấp bậc này đều được xem là trong chính sách.',
  setPolicy: 'Đặt chính sách',
  editPolicy: 'Sửa chính sách',
  editTitle: 'Chính sách công tác: %{level}',
  saved: 'Đã lưu chính sách công tác của %{level}.',
  updated: 'Cập nhật %{date}',
  loadError: 'Không tải được chính sách công tác.',
  retry: 'Thử lại',
  back: 'Về danh sách chính sách',
  flights: 'Chuyến bay',
  hotels: 'Khách sạn',
  noCap: 'Không giới hạn',
  capHelp: 'Số tiền nguyên (VND); để trống nếu không giới hạn.',
  capPreview: 'Mức trần: %{amount}',
  daysAhead: 'Đặt trước ít nhất %{smart_count} ngày |||| Đặt trước ít nhất %{smart_count} ngày',
  anyDay: 'Không yêu cầu đặt trước',
  noHotelCaps: 'Không giới hạn giá phòng.',
  hotelCapsHelp:
    'Giá mỗi phòng mỗi đêm. Mức trần cụ thể nhất phù hợp với khách sạn được áp dụng (thành phố và hạng sao, thành phố, hạng sao, rồi mọi nơi).',
  anyCity: 'Mọi thành phố',
  anyStars: 'Mọi hạng sao',
  stars: '%{smart_count} sao |||| %{smart_count} sao',
  hotelCapRow: '%{city}, %{stars}: %{amount} / đêm',
  wholeAmount: 'Nhập số tiền nguyên (VND) lớn hơn 0',
  cabins: {
    ECONOMY: 'Phổ thông',
    PREMIUM_ECONOMY: 'Phổ thông đặc biệt',
    BUSINESS: 'Thương gia',
    FIRST: 'Hạng nhất',
  },
  actions: {
    BLOCK: 'Chặn đặt chỗ',
    APPROVAL: 'Cần phê duyệt',
    ALLOW_WITH_REASON: 'Cho phép kèm mã lý do',
  },
  actionHelp: {
    BLOCK: 'Vé và phòng vượt chính sách không đặt được.',
    APPROVAL: 'Đặt được sau khi người duyệt đồng ý.',
    ALLOW_WITH_REASON: 'Đặt được khi người đi chọn một mã lý do của doanh nghiệp.',
  },
  reasons: {
    title: 'Mã lý do',
    intro: 'Người đi chọn một mã khi đặt ngoài chính sách ở cấp bậc cho phép đặt kèm lý do.',
    empty: 'Doanh nghiệp chưa có mã lý do nào.',
    codeHelp: 'Chữ in hoa, số, _ hoặc -; khoảng trắng thành _.',
    codeFormat: 'Chỉ dùng chữ cái, số, _ hoặc - (tối đa 32 ký tự)',
    duplicate: 'Mã này đã có trong danh sách',
    save: 'Lưu mã lý do',
    saved: 'Đã lưu mã lý do.',
    loadError: 'Không tải được mã lý do.',
  },
};

/** react-admin's labels of the screen's fields (`resources.set-policy`). */
export const travelPolicyResourceVi = {
  name: 'Chính sách công tác',
  fields: {
    level_name: 'Cấp bậc',
    allowed_cabins: 'Hạng ghế được phép',
    one_way_cost: 'Trần giá vé một chiều',
    round_trip_cost: 'Trần giá vé khứ hồi',
    min_days_ahead: 'Số ngày đặt trước tối thiểu',
    out_of_policy_action: 'Khi vượt chính sách',
    hotel_caps: 'Trần giá khách sạn',
    city_id: 'Thành phố',
    star_rating: 'Hạng sao',
    nightly_cost: 'Giá mỗi đêm',
    reasons: 'Mã lý do',
    code: 'Mã',
    description: 'Mô tả',
  },
};
