/**
 * Information pages: what each page is for. Honest and generic — the full texts (legal,
 * policy) are written by the business, not invented here.
 */
export const infoVi = {
  about: {
    intro:
      'Wayfare là ứng dụng đặt vé máy bay, đặt phòng khách sạn và quản lý công tác dành cho khách hàng cá nhân và doanh nghiệp tại Việt Nam.',
    body: 'Khách du lịch tìm và đặt chuyến bay, khách sạn; doanh nghiệp quản lý nhân viên, chính sách công tác, phê duyệt, chi phí và hóa đơn ở cùng một nơi.',
  },
  contact: {
    intro: 'Trang này dành cho việc liên hệ với đội ngũ Wayfare.',
    body: 'Biểu mẫu liên hệ đang được xây dựng.',
  },
  complaint: {
    intro: 'Trang này dành cho việc gửi khiếu nại về dịch vụ hoặc về một đặt chỗ.',
    body: 'Biểu mẫu gửi khiếu nại đang được xây dựng.',
  },
  privacyPolicy: {
    intro: 'Trang này mô tả cách Wayfare thu thập, sử dụng và bảo vệ dữ liệu cá nhân của bạn.',
    body: 'Nội dung đầy đủ của chính sách đang được hoàn thiện.',
  },
  termsOfUse: {
    intro: 'Trang này trình bày các điều khoản áp dụng khi bạn sử dụng Wayfare.',
    body: 'Nội dung đầy đủ của điều khoản đang được hoàn thiện.',
  },
  rules: {
    intro:
      'Trang này trình bày quy chế hoạt động của nền tảng: quyền và nghĩa vụ của các bên tham gia.',
    body: 'Nội dung đầy đủ của quy chế đang được hoàn thiện.',
  },
  membership: {
    intro:
      'Trang này giới thiệu chương trình hội viên: điểm thưởng, hạng thành viên, ưu đãi và mã giảm giá.',
    body: 'Thông tin chi tiết về quyền lợi hội viên đang được hoàn thiện.',
  },
  corporateProgram: {
    intro:
      'Trang này giới thiệu chương trình dành cho doanh nghiệp: quản lý nhân viên, phòng ban, trung tâm chi phí, chính sách công tác và phê duyệt.',
    body: 'Doanh nghiệp theo dõi đặt chỗ, chi phí, hóa đơn và đối soát của mình trong bảng điều khiển doanh nghiệp.',
  },
  paymentMethod: {
    intro: 'Trang này trình bày các phương thức thanh toán có thể dùng khi đặt chỗ.',
    body: 'Danh sách phương thức thanh toán và hướng dẫn chi tiết đang được hoàn thiện.',
  },
  amendment: {
    intro: 'Trang này trình bày nguyên tắc chung về thay đổi và hoàn hủy đặt chỗ.',
    body: 'Điều kiện cụ thể phụ thuộc vào từng hãng hàng không, khách sạn và loại giá.',
  },
  flightAmendment: {
    intro: 'Trang này trình bày cách đổi ngày, đổi chặng hoặc hủy vé máy bay.',
    body: 'Điều kiện và phí thay đổi do từng hãng hàng không và hạng vé quy định.',
  },
  hotelAmendment: {
    intro: 'Trang này trình bày cách thay đổi hoặc hủy đặt phòng khách sạn.',
    body: 'Điều kiện thay đổi và hủy do từng khách sạn và gói giá quy định.',
  },
  checkInPolicy: {
    intro: 'Trang này tổng hợp các lưu ý khi làm thủ tục chuyến bay và nhận phòng khách sạn.',
    body: 'Xem chi tiết tại chính sách làm thủ tục chuyến bay và chính sách nhận phòng khách sạn.',
  },
  flightCheckInPolicy: {
    intro: 'Trang này trình bày các lưu ý khi làm thủ tục chuyến bay.',
    body: 'Thời gian làm thủ tục, giấy tờ tùy thân và hành lý do từng hãng hàng không quy định.',
  },
  hotelCheckInPolicy: {
    intro: 'Trang này trình bày các lưu ý khi nhận và trả phòng khách sạn.',
    body: 'Giờ nhận phòng, giờ trả phòng và giấy tờ cần xuất trình do từng khách sạn quy định.',
  },
};

export type InfoPageKey = keyof typeof infoVi;
