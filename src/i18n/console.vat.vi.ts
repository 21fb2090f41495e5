/**
 * Texts of VAT e-invoice requests, the booking's "request VAT invoice" action, the XLSX
 * bookings export and the accounting export (issue 22; Vietnamese is the reference).
 */
export const vatConsoleVi = {
  list: {
    empty: 'Chưa có yêu cầu hoá đơn GTGT',
    emptyHint:
      'Mở một đặt chỗ trong Lịch sử đặt chỗ và chọn "Yêu cầu hoá đơn GTGT"; hoá đơn điện tử được phát hành theo Nghị định 123/2020.',
    pendingNote: 'Hoá đơn đang chờ nhà cung cấp hoá đơn điện tử phát hành; trang tự cập nhật.',
  },
  statuses: { PENDING: 'Đang chờ phát hành', ISSUED: 'Đã phát hành', REJECTED: 'Bị từ chối' },
  download: {
    pdf: 'Tải PDF',
    xml: 'Tải XML',
    failed: 'Không tải được hoá đơn. Vui lòng thử lại.',
  },
  request: {
    action: 'Yêu cầu hoá đơn GTGT',
    confirmTitle: 'Yêu cầu hoá đơn GTGT cho đặt chỗ này?',
    confirmBody:
      'Hoá đơn điện tử được lập cho công ty với mã số thuế và địa chỉ đã đăng ký. Mỗi đặt chỗ chỉ có một hoá đơn.',
    sent: 'Đã gửi yêu cầu hoá đơn GTGT.',
    failed: 'Không gửi được yêu cầu hoá đơn GTGT.',
    notPaid: 'Chỉ đặt chỗ đã thanh toán mới được xuất hoá đơn.',
  },
  bookingsXlsx: {
    action: 'Xuất XLSX',
    failed: 'Không xuất được danh sách. Vui lòng thử lại.',
  },
  journal: {
    action: 'Xuất sổ nhật ký kế toán',
    title: 'Xuất bút toán cho kế toán',
    intro:
      'Các đặt chỗ tính vào tài khoản công ty và các khoản thanh toán trong kỳ, thành bút toán theo hệ thống tài khoản Thông tư 200/2014 (642x, 1331, 331, 1121).',
    from: 'Từ ngày',
    to: 'Đến ngày',
    csv: 'Tải CSV',
    xlsx: 'Tải XLSX',
    cancel: 'Đóng',
    failed: 'Không xuất được sổ nhật ký. Kiểm tra kỳ và thử lại.',
  },
};

export const vatResourceVi = {
  name: 'Hoá đơn GTGT',
  fields: {
    inserted_at: 'Ngày yêu cầu',
    booking: 'Đặt chỗ',
    status: 'Trạng thái',
    invoice_series: 'Ký hiệu',
    invoice_number: 'Số hoá đơn',
    issued_at: 'Ngày phát hành',
    amount: 'Tổng tiền',
    rejection_reason: 'Lý do từ chối',
    q: 'Tìm kiếm',
  },
};
