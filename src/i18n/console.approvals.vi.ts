/**
 * Booking requests and approvals (/corporate/approval, /corporate/request-bookings): texts in
 * the console catalogue (console.approvals.en.ts mirrors them).
 */
export const approvalsConsoleVi = {
  queueIntro:
    'Các yêu cầu đặt chỗ đang chờ bạn quyết định. Quá hạn, yêu cầu được chuyển lên cấp trên.',
  listIntro: 'Mọi yêu cầu đặt chỗ của doanh nghiệp: ai yêu cầu, ai đang giữ, hạn quyết định.',
  empty: 'Không có yêu cầu nào.',
  status: {
    PENDING: 'Chờ duyệt',
    APPROVED: 'Đã duyệt',
    REJECTED: 'Bị từ chối',
    EXPIRED: 'Hết hạn',
    CANCELLED: 'Đã hủy',
    BOOKED: 'Đã đặt chỗ',
  },
  kind: { FLIGHT: 'Chuyến bay', HOTEL: 'Khách sạn' },
  verdict: {
    APPROVAL: 'Vượt chính sách, cần duyệt',
    IN_POLICY: 'Trong chính sách',
    ALLOW_WITH_REASON: 'Vượt chính sách, có lý do',
    BLOCK: 'Không được phép',
  },
  breach: {
    PRICE: 'Giá %{price} vượt mức trần %{cap}',
    CABIN: 'Hạng ghế không được phép',
    DAYS_AHEAD: 'Đặt trước chưa đủ số ngày',
  },
  filters: { mine: 'Chỉ yêu cầu tôi đang giữ', from: 'Từ ngày', to: 'Đến ngày', search: 'Tìm' },
  heldBy: 'Đang chờ %{name}',
  deadline: 'Hạn %{date}',
  overdue: 'Đã quá hạn',
  escalated: 'Đã chuyển cấp %{smart_count} lần |||| Đã chuyển cấp %{smart_count} lần',
  holdLapsed:
    'Giá vé chỉ được giữ đến %{date}. Khi duyệt, vé được định giá và giữ lại; nếu giá thay đổi, giá mới được hiển thị trước khi đặt.',
  repriced:
    'Giá vé đã hết thời gian giữ: vé đã được định giá lại và giữ lại. Hãy xem giá mới và phần chênh lệch rồi duyệt lại.',
  heldUntil: 'Giữ giá đến %{date}',
  priceDifference: 'Chênh lệch sau khi định giá lại: %{amount}',
  history: 'Lịch sử',
  event: {
    CREATED: 'Gửi yêu cầu',
    REMINDED: 'Nhắc người duyệt',
    ESCALATED: 'Chuyển lên người duyệt kế tiếp',
    REPRICED: 'Định giá lại',
    APPROVED: 'Duyệt',
    REJECTED: 'Từ chối',
    CANCELLED: 'Hủy',
    EXPIRED: 'Hết hạn',
    BOOKED: 'Đặt chỗ thành công',
    BOOKING_FAILED: 'Đặt chỗ không thành công',
    ORDERED: 'Tạo đơn hàng',
  } as Record<string, string>,
  eventBy: '%{what} — %{who}',
  nowWith: 'Người giữ: %{name}',
  approve: 'Duyệt',
  reject: 'Từ chối',
  cancel: 'Hủy yêu cầu',
  confirmApprove: 'Duyệt yêu cầu này? Công ty sẽ thanh toán %{amount} và đặt chỗ ngay.',
  confirmReject: 'Từ chối yêu cầu này? Người yêu cầu sẽ nhận được lý do của bạn.',
  comment: 'Nhận xét',
  commentRequired: 'Hãy ghi lý do từ chối',
  decided: {
    APPROVED: 'Đã duyệt yêu cầu.',
    BOOKED: 'Đã duyệt; chỗ đã được đặt và công ty đã thanh toán.',
    REJECTED: 'Đã từ chối yêu cầu; người yêu cầu đã được báo.',
  } as Record<string, string>,
  failure: 'Đặt chỗ không thành công: %{reason}',
  order: 'Đơn hàng %{id}',
  counters: {
    title: 'Chờ duyệt',
    mine: '%{smart_count} yêu cầu chờ bạn duyệt |||| %{smart_count} yêu cầu chờ bạn duyệt',
    detail: 'chuyến bay: %{flights}, khách sạn: %{hotels}; cả doanh nghiệp: %{total}',
  },
  loadError: 'Không tải được yêu cầu đặt chỗ.',
};

/** react-admin's labels (`resources.approval`, `resources.request-bookings`). */
export const requestFieldsVi = {
  summary: 'Chuyến đi',
  kind: 'Loại',
  status: 'Trạng thái',
  price: 'Giá',
  requester: 'Người yêu cầu',
  requester_id: 'Người yêu cầu',
  traveller: 'Người đi',
  approver: 'Người đang giữ',
  department_id: 'Phòng ban',
  department: 'Phòng ban',
  deadline_at: 'Hạn quyết định',
  inserted_at: 'Ngày gửi',
  verdict: 'Chính sách',
  reason_code: 'Mã lý do',
  note: 'Ghi chú',
  decided_by: 'Người quyết định',
  decided_at: 'Lúc quyết định',
  comment: 'Nhận xét',
};
