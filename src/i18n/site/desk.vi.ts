/** The travel desk's colleague picker in the site header (src/account/desk), loaded with it. */
export const deskVi = {
  pick: 'Đặt cho đồng nghiệp',
  title: 'Đặt chỗ cho đồng nghiệp (bộ phận đặt chỗ)',
  help: 'Chọn đồng nghiệp bạn đặt chỗ cho: kết quả tìm kiếm hiện theo chính sách công tác của họ, và đơn đặt chỗ là của họ, thanh toán bằng tài khoản công ty.',
  current: 'Bạn đang đặt chỗ cho %{name}: kết quả tìm kiếm hiện theo chính sách công tác của họ.',
  search: 'Tìm đồng nghiệp',
  searchHelp: 'Tên, email, số điện thoại hoặc mã nhân viên',
  loading: 'Đang tải…',
  none: 'Không có đồng nghiệp nào khớp',
  loadError: 'Không tải được danh sách đồng nghiệp. Hãy thử lại.',
  myself: 'Đặt cho chính tôi',
  close: 'Đóng',
};
