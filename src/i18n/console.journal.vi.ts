/**
 * Tài khoản kế toán của bản xuất nhật ký (/corporate/journal-accounts): tiếng Việt là bản chuẩn.
 * Số tài khoản theo Thông tư 200/2014/TT-BTC.
 */
export const journalAccountsConsoleVi = {
  title: 'Tài khoản kế toán',
  intro:
    'Tài khoản ghi nhận từng loại bút toán khi xuất sổ nhật ký chung. Mặc định theo Thông tư 200; nhập số tài khoản khác (3–8 chữ số, có thể là tài khoản chi tiết của doanh nghiệp) để dùng tài khoản riêng.',
  roles: {
    TRAVEL_EXPENSE: {
      label: 'Chi phí công tác',
      default: 'Chi phí bằng tiền khác (thường dùng thêm 6427 hoặc 641)',
    },
    INPUT_VAT: { label: 'Thuế GTGT đầu vào được khấu trừ', default: 'Thuế GTGT được khấu trừ' },
    PAYABLE: { label: 'Phải trả Wayfare', default: 'Phải trả cho người bán' },
    BANK: { label: 'Tiền gửi ngân hàng', default: 'Tiền gửi ngân hàng — tiền Việt Nam' },
    OTHER_INCOME: { label: 'Hoàn tiền (cash back)', default: 'Thu nhập khác' },
  },
  defaultHelp: 'Mặc định %{account} — %{name}',
  format: 'Số tài khoản gồm 3 đến 8 chữ số',
  save: 'Lưu tài khoản',
  restore: 'Dùng lại tài khoản mặc định',
  saved: 'Đã lưu tài khoản kế toán.',
  saveFailed: 'Chưa lưu được. Vui lòng thử lại.',
  readOnly: 'Bạn chỉ được xem các tài khoản này.',
  loadError: 'Không tải được tài khoản kế toán.',
  retry: 'Thử lại',
};
