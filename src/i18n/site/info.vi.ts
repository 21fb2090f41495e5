/** /about (every other information page of spec §2 is its own module, src/public-site/info). */
export const infoVi = {
  about: {
    intro:
      'Wayfare là ứng dụng đặt vé máy bay, đặt phòng khách sạn và quản lý công tác dành cho khách hàng cá nhân và doanh nghiệp tại Việt Nam.',
    body: 'Khách du lịch tìm và đặt chuyến bay, khách sạn; doanh nghiệp quản lý nhân viên, chính sách công tác, phê duyệt, chi phí và hóa đơn ở cùng một nơi.',
  },
};

/** The information pages of spec §2: footer links and the route table. */
export type InfoPageKey =
  | 'about'
  | 'contact'
  | 'complaint'
  | 'privacyPolicy'
  | 'termsOfUse'
  | 'rules'
  | 'membership'
  | 'corporateProgram'
  | 'paymentMethod'
  | 'amendment'
  | 'flightAmendment'
  | 'hotelAmendment'
  | 'checkInPolicy'
  | 'flightCheckInPolicy'
  | 'hotelCheckInPolicy';
