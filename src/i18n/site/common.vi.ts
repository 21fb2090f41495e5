/** Texts shared by the public site, the account area and the console chrome (Vietnamese). */
export const commonVi = {
  app: {
    brand: 'Wayfare',
    suiteName: 'Wayfare — Nền tảng du lịch công tác',
  },
  a11y: {
    skipToContent: 'Chuyển đến nội dung chính',
    homeLink: 'Wayfare — về trang chủ',
  },
  locales: {
    vi: 'Tiếng Việt',
    en: 'English',
  },
  header: {
    language: 'Ngôn ngữ',
    currency: 'Tiền tệ: %{code}',
    toDark: 'Chuyển sang giao diện tối',
    toLight: 'Chuyển sang giao diện sáng',
    signIn: 'Đăng nhập',
    accountMenu: 'Menu tài khoản của %{name}',
    bookFor: 'Đặt chỗ cho: %{name}',
    bookForMenu: 'Đặt chỗ thay cho người khác',
    agentPick: 'Chọn khách hàng',
    agentMenu: 'Khách hàng bạn đặt chỗ thay (đại lý)',
    agentNone: 'Chưa có khách hàng nào liên kết với bạn',
    agentStop: 'Dừng đặt thay — đặt cho chính tôi',
    myself: 'Chính tôi',
    acting: 'Bạn đang thao tác thay %{name} (bộ phận hỗ trợ), đến %{time}',
    actingEnd: 'Kết thúc',
    actingEndFailed: 'Chưa kết thúc được phiên thao tác thay. Vui lòng thử lại.',
  },
  footer: {
    label: 'Liên kết chân trang',
    company: 'Wayfare',
    policies: 'Chính sách',
    bookingRules: 'Thay đổi và nhận phòng',
    copyright: '© %{year} Wayfare',
  },
  home: {
    eyebrow: 'Đặt chỗ và công tác doanh nghiệp',
    title: 'Chuyến bay, khách sạn và công tác doanh nghiệp — gọn trong một nơi',
    subtitle:
      'Wayfare giúp bạn đặt vé máy bay và phòng khách sạn trên khắp Việt Nam, và giúp doanh nghiệp quản lý chính sách công tác, phê duyệt, chi phí và hóa đơn.',
    ctaCorporate: 'Tìm hiểu chương trình doanh nghiệp',
    ctaConsole: 'Mở bảng điều khiển doanh nghiệp',
    featuresTitle: 'Wayfare giúp gì cho bạn',
    features: {
      booking: {
        title: 'Vé máy bay và khách sạn',
        body: 'Tìm và đặt chuyến bay, phòng khách sạn, rồi thanh toán bằng phương thức phù hợp với bạn.',
      },
      policy: {
        title: 'Chính sách và phê duyệt',
        body: 'Đặt chính sách công tác cho nhân viên, phòng ban và trung tâm chi phí; duyệt yêu cầu đặt chỗ.',
      },
      expenses: {
        title: 'Chi phí, hóa đơn và phân tích',
        body: 'Theo dõi chi phí chuyến đi, hóa đơn, đối soát và phân tích chi tiêu công tác.',
      },
    },
  },
  notFound: {
    contract: 'Không tìm thấy trang: %{path}',
    hint: 'Không tìm thấy trang bạn yêu cầu. Đường dẫn có thể đã sai hoặc trang đã được chuyển đi.',
    backHome: 'Về trang chủ',
  },
  errorPage: {
    notFound: 'Không tìm thấy trang',
    serverError: 'Lỗi máy chủ nội bộ',
    code: 'Mã lỗi %{status}',
    notFoundHint: 'Đường dẫn có thể đã sai hoặc trang đã được chuyển đi.',
    serverErrorHint: 'Đã có lỗi xảy ra. Vui lòng thử lại sau ít phút.',
    backHome: 'Về trang chủ',
  },
  config: {
    loading: 'Đang tải Wayfare…',
    errorTitle: 'Không tải được cấu hình ứng dụng',
    errorBody:
      'Ứng dụng chưa nhận được cấu hình từ máy chủ. Vui lòng kiểm tra kết nối mạng rồi thử lại.',
    retry: 'Thử lại',
  },
  page: {
    loading: 'Đang tải trang…',
  },
  errors: {
    notImplemented: 'Chức năng này chưa được triển khai (NOT_IMPLEMENTED).',
  },
  nav: {
    account: 'Tài khoản của tôi',
    tripsAndExpenses: 'Chuyến đi và chi phí',
    backToTrips: 'Quay lại danh sách chuyến đi',
    bookingPolicies: 'Chính sách đặt chỗ',
  },
  corporate: {
    title: 'Bảng điều khiển doanh nghiệp',
    menu: 'Điều hướng doanh nghiệp',
    analysisTabs: 'Các mục phân tích',
  },
};
