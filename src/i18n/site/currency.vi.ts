/** The display-currency picker and the notes beside converted prices (lazy: src/currency). */
export const currencyVi = {
  menu: {
    loading: 'Đang tải danh sách tiền tệ…',
    failed: 'Không tải được tỷ giá. Giá đang hiển thị bằng VND.',
    retry: 'Thử lại',
    note: 'Giá quy đổi chỉ mang tính ước tính. Bạn luôn thanh toán bằng VND.',
  },
  note: {
    converted: 'Giá bằng %{currency} là giá quy đổi ước tính. Bạn thanh toán bằng VND.',
    failed: 'Không tải được tỷ giá nên giá được hiển thị bằng VND.',
  },
  checkout: {
    approx: 'Khoảng %{amount}',
    payIn: 'Bạn thanh toán bằng %{currency}',
  },
};
