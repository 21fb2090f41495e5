/**
 * Reconciliation statements (/corporate/payment-statement, its detail and the older overview
 * /corporate/payment-overview-old): their texts in the console catalogue
 * (console.statements.en.ts mirrors them).
 */
export const statementsConsoleVi = {
  empty: 'Chưa có bảng kê nào',
  emptyHint:
    'Bảng kê được lập vào cuối mỗi kỳ đối soát cho các đặt chỗ thanh toán bằng tài khoản doanh nghiệp.',
  period: '%{from} – %{to}',
  month: 'Tháng %{month}/%{year}',
  cycles: { WEEKLY: 'Hằng tuần', SEMI_MONTHLY: 'Nửa tháng', MONTHLY: 'Hằng tháng' },
  statuses: { ISSUED: 'Đã phát hành' },
  summary: 'Bảng kê',
  flight: 'Vé máy bay',
  property: 'Khách sạn',
  adjustments: 'Điều chỉnh',
  adjustmentsHint: 'Sửa các dòng của bảng kê trước (bảng kê đã phát hành không bao giờ bị sửa).',
  noBookings: 'Không có đặt chỗ nào trong mục này.',
  noAdjustments: 'Không có điều chỉnh.',
  corrects: 'Sửa bảng kê %{period}',
  reasons: {
    REFUNDED: 'Đã hoàn tiền',
    CARRIED_FORWARD: 'Số dư kỳ trước chuyển sang (doanh nghiệp được ghi có)',
  },
  columns: {
    booked_at: 'Ngày đặt',
    code: 'Mã đặt chỗ',
    traveller: 'Người đi',
    net_price: 'Trước VAT',
    rebate: 'Chiết khấu',
    cashback: 'Hoàn tiền',
    vat: 'VAT',
    total: 'Thành tiền',
    reason: 'Lý do',
  },
  totals: 'Tổng cộng',
  figures: {
    booking_count: 'Số đặt chỗ',
    subtotal_net_price: 'Cộng trước VAT',
    rebate_amount: 'Chiết khấu',
    cashback_amount: 'Hoàn tiền hạng thành viên',
    voucher_discount: 'Giảm giá voucher (đã trừ khi đặt)',
    vat_amount: 'VAT',
    total_net_price: 'Cộng sau chiết khấu',
    total_price: 'Thành tiền',
    adjustment_amount: 'Điều chỉnh',
    early_cashback: 'Thưởng thanh toán sớm',
    penalty: 'Phạt thanh toán chậm',
    vat_rate: 'Thuế suất VAT',
    grand_total: 'Phải thanh toán',
  },
  back: 'Về danh sách bảng kê',
  downloadPdf: 'Tải PDF',
  downloadXlsx: 'Tải XLSX',
  downloading: 'Đang tải…',
  downloadFailed: 'Không tải được tệp. Vui lòng thử lại.',
  overview: {
    title: 'Tổng quan thanh toán theo tháng',
    hint: 'Tổng các bảng kê của năm, theo tháng.',
    year: 'Năm',
    month: 'Tháng',
    count: 'Số bảng kê',
    empty: 'Chưa có bảng kê nào trong năm %{year}.',
    failed: 'Không tải được tổng quan.',
    retry: 'Thử lại',
    list: 'Xem danh sách bảng kê',
  },
};

export const statementsResourceVi = {
  name: 'Bảng kê thanh toán',
  fields: {
    period: 'Kỳ',
    reconcilliation_cycle_type: 'Chu kỳ',
    effective_for: 'Tháng',
    year: 'Năm',
    total_net_price: 'Trước VAT',
    vat_amount: 'VAT',
    total_price: 'Phải thanh toán',
    status: 'Trạng thái',
    issued_at: 'Ngày phát hành',
  },
};
