/**
 * The corporate's own pages (docs/corporate-profile.md): registration (/corporate/register)
 * with its credit and contact forms, and the company's details (/corporate/detail). Spread into
 * console.vi.ts (`console.*` and `resources.*`).
 */
export const corporateConsoleVi = {
  register: {
    intro:
      'Đăng ký tài khoản doanh nghiệp để quản lý nhân viên, phòng ban, ngân sách và công tác của công ty. Bộ phận hỗ trợ Wayfare sẽ kiểm tra hồ sơ trước khi mở đầy đủ các mục quản lý.',
    company: 'Thông tin công ty',
    contact: 'Liên hệ của công ty',
    taxCodeHelp: '10 chữ số, hoặc 13 chữ số dạng 0123456789-001 cho chi nhánh.',
    phoneHelp: 'Ví dụ 0912 345 678 hoặc +84 912 345 678.',
    referralHelp: 'Nếu có người giới thiệu bạn đến Wayfare.',
    submit: 'Gửi hồ sơ đăng ký',
    resubmit: 'Gửi lại hồ sơ',
    sent: 'Đã gửi hồ sơ đăng ký.',
    pendingTitle: 'Hồ sơ của %{company} đang chờ duyệt',
    pendingBody:
      'Bộ phận hỗ trợ Wayfare đang kiểm tra thông tin và mã số thuế của công ty. Chúng tôi sẽ gửi email cho bạn khi có kết quả.',
    nextTitle: 'Các bước tiếp theo',
    next1: 'Bộ phận hỗ trợ kiểm tra thông tin công ty và mã số thuế.',
    next2: 'Bạn nhận email báo kết quả (được duyệt hoặc cần bổ sung).',
    next3:
      'Khi được duyệt, bạn có thể mời nhân viên, tạo phòng ban và trung tâm chi phí ngay trong bảng điều khiển.',
    meanwhile:
      'Trong lúc chờ, bạn có thể bổ sung thông tin doanh nghiệp và đăng ký hạn mức tín dụng bên dưới.',
    openDetails: 'Xem thông tin doanh nghiệp',
    rejectedTitle: 'Hồ sơ đăng ký chưa được duyệt',
    rejectedBody:
      'Hãy kiểm tra và sửa thông tin bên dưới rồi gửi lại. Nếu cần trợ giúp, hãy liên hệ với chúng tôi qua biểu mẫu cuối trang.',
    rejectedMember:
      'Hồ sơ đăng ký của doanh nghiệp bạn chưa được duyệt. Chủ sở hữu có thể sửa và gửi lại hồ sơ.',
    approvedTitle: 'Doanh nghiệp của bạn đã được đăng ký',
    approvedBody: '%{company} đã được duyệt. Bạn có thể quản lý doanh nghiệp từ bảng điều khiển.',
    loadError: 'Không tải được hồ sơ đăng ký.',
  },
  credit: {
    title: 'Đăng ký hạn mức tín dụng (không bắt buộc)',
    intro:
      'Cho chúng tôi biết nhu cầu công tác của công ty để Wayfare đề xuất hạn mức trả sau phù hợp. Bạn có thể gửi lại để cập nhật câu trả lời.',
    submit: 'Gửi yêu cầu tín dụng',
    sent: 'Đã gửi yêu cầu tín dụng. Wayfare sẽ liên hệ với bạn về hạn mức.',
    staff_amount_range: {
      '1_10': '1–10 người',
      '11_50': '11–50 người',
      '51_200': '51–200 người',
      '201_1000': '201–1.000 người',
      OVER_1000: 'Trên 1.000 người',
    },
    trips_amount_range: {
      '1_5': '1–5 chuyến',
      '6_20': '6–20 chuyến',
      '21_50': '21–50 chuyến',
      OVER_50: 'Trên 50 chuyến',
    },
    trip_duration_range: {
      '1_2': '1–2 ngày',
      '3_5': '3–5 ngày',
      '6_10': '6–10 ngày',
      OVER_10: 'Trên 10 ngày',
    },
    average_budget_range: {
      UNDER_5M: 'Dưới 5 triệu ₫',
      '5M_10M': '5–10 triệu ₫',
      '10M_20M': '10–20 triệu ₫',
      '20M_50M': '20–50 triệu ₫',
      OVER_50M: 'Trên 50 triệu ₫',
    },
    usual_booker_role: {
      OWNER: 'Chủ doanh nghiệp',
      ADMIN: 'Quản trị viên hoặc trợ lý',
      STAFF: 'Nhân viên tự đặt',
    },
  },
  contact: {
    title: 'Cần tư vấn?',
    intro: 'Gửi câu hỏi cho đội ngũ doanh nghiệp của Wayfare; chúng tôi sẽ trả lời qua email.',
    messageHelp: 'Ít nhất 20 ký tự.',
    submit: 'Gửi câu hỏi',
    sent: 'Đã gửi câu hỏi. Chúng tôi sẽ trả lời qua email.',
  },
  detail: {
    loadError: 'Không tải được thông tin doanh nghiệp.',
    retry: 'Thử lại',
    company: 'Công ty',
    contact: 'Liên hệ',
    settings: 'Thiết lập',
    taxCodeLocked: 'Mã số thuế chỉ đổi được qua bộ phận hỗ trợ sau khi doanh nghiệp được duyệt.',
    webhookHelp:
      'Địa chỉ https công khai nhận thông báo đặt chỗ; để trống nếu không dùng. Không dùng địa chỉ IP, localhost hoặc cổng riêng.',
    enforceCostCenterHelp: 'Mỗi lần đặt chỗ phải chọn trung tâm chi phí.',
    splitPaymentHelp: 'Cho phép chia thanh toán giữa doanh nghiệp và cá nhân.',
    expenseHelp: 'Bật quản lý chi phí cho doanh nghiệp.',
    notSet: 'Chưa có',
    yes: 'Có',
    no: 'Không',
    logo: 'Logo',
    logoAlt: 'Logo của %{company}',
    logoPreviewAlt: 'Xem trước logo mới',
    noLogo: 'Chưa có logo',
    chooseLogo: 'Chọn ảnh logo',
    removeLogo: 'Bỏ logo',
    logoHelp: 'PNG, JPEG hoặc WebP, tối đa 1 MB. Logo được lưu khi bạn bấm Lưu.',
    logoChosen: 'Logo mới: %{name}. Bấm Lưu để lưu.',
    logoUploadFailed: 'Không tải được logo lên. Vui lòng thử lại.',
    saved: 'Đã lưu thông tin doanh nghiệp.',
    statusTitle: 'Trạng thái',
    trialUntil: 'Dùng thử đến %{date}',
    trialEnded: 'Thời gian dùng thử đã kết thúc ngày %{date}',
    creditTitle: 'Điều khoản tín dụng',
    creditNone:
      'Doanh nghiệp chưa có hạn mức tín dụng. Bạn có thể gửi yêu cầu ở trang đăng ký doanh nghiệp.',
    requestCredit: 'Đăng ký hạn mức tín dụng',
    maxDebt: 'Dư nợ tối đa',
    creditMonthly: 'Hạn mức mỗi tháng',
    penalty: 'Phí trả chậm',
    reward: 'Ưu đãi trả sớm',
    penaltyTerm: '%{rate}% sau %{days} ngày',
    rewardTerm: '%{rate}% nếu trả trong %{days} ngày',
    rankTitle: 'Hạng doanh nghiệp',
    rankNone: 'Doanh nghiệp chưa được xếp hạng.',
    rank: 'Hạng',
    minimumSpending: 'Chi tiêu tối thiểu',
    adminCashback: 'Hoàn tiền khi quản trị viên đặt',
    ownerCashback: 'Hoàn tiền cho chủ sở hữu',
    readOnly: 'Chỉ chủ sở hữu và quản trị viên mới sửa được thông tin này.',
    displayingPrice: { WITH_VAT: 'Giá đã gồm VAT', WITHOUT_VAT: 'Giá chưa gồm VAT' },
  },
};

const companyFields = {
  company_name: 'Tên công ty',
  display_name: 'Tên hiển thị',
  company_address: 'Địa chỉ',
  company_email: 'Email công ty',
  company_phone_number: 'Số điện thoại công ty',
  company_tax_code: 'Mã số thuế',
  legal_representative: 'Người đại diện theo pháp luật',
};

export const corporateResourcesVi = {
  detail: {
    name: 'Thông tin doanh nghiệp',
    fields: {
      ...companyFields,
      logo: 'Logo',
      webhook_url: 'Địa chỉ webhook',
      displaying_price: 'Cách hiển thị giá cho nhân viên',
      enforce_cost_center: 'Bắt buộc chọn trung tâm chi phí',
      enable_split_payment: 'Cho phép chia thanh toán',
      is_enable_expense: 'Quản lý chi phí',
    },
  },
  register: {
    name: 'Đăng ký tài khoản doanh nghiệp',
    fields: { ...companyFields, referral_code: 'Mã giới thiệu' },
  },
  'credit-request': {
    name: 'Yêu cầu tín dụng',
    fields: {
      staff_amount_range: 'Số nhân viên đi công tác',
      trips_amount_range: 'Số chuyến công tác mỗi tháng',
      trip_duration_range: 'Độ dài thường gặp của một chuyến',
      average_budget_range: 'Chi phí trung bình mỗi chuyến',
      usual_booker_role: 'Ai thường đặt chỗ',
    },
  },
  contact: {
    name: 'Liên hệ',
    fields: {
      name: 'Họ tên',
      email: 'Email',
      phone_number: 'Số điện thoại',
      company_name: 'Tên công ty',
      message: 'Nội dung',
    },
  },
};
