import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'Những điều cần biết để làm thủ tục chuyến bay đặt qua Wayfare: giờ có mặt, giấy tờ tùy thân, hành lý và trường hợp đặc biệt. Hãng hàng không có thể có quy định chặt hơn; hãy xem e-mail xác nhận của bạn.',
  sections: [
    {
      id: 'times',
      title: '1. Giờ làm thủ tục',
      blocks: [
        {
          table: {
            head: ['', 'Chuyến nội địa', 'Chuyến quốc tế'],
            rows: [
              ['Quầy mở', '2 giờ trước giờ cất cánh', '3 giờ trước giờ cất cánh'],
              ['Quầy đóng', '40 phút trước giờ cất cánh', '60 phút trước giờ cất cánh'],
              ['Cửa ra máy bay đóng', '20 phút trước giờ cất cánh', '20 phút trước giờ cất cánh'],
              [
                'Làm thủ tục trực tuyến',
                'Từ 24 giờ đến 1 giờ trước giờ bay (tùy hãng)',
                'Tùy hãng và điểm đến',
              ],
            ],
          },
        },
        'Giờ bay in trên vé là giờ địa phương của sân bay đi.',
      ],
    },
    {
      id: 'documents',
      title: '2. Giấy tờ tùy thân',
      blocks: [
        {
          list: [
            'Chuyến nội địa, người từ 14 tuổi: căn cước công dân, hộ chiếu, hoặc tài khoản định danh điện tử mức 2 (VNeID); họ tên phải khớp với vé.',
            'Trẻ em dưới 14 tuổi: giấy khai sinh hoặc hộ chiếu, đi cùng người lớn theo quy định của hãng.',
            'Chuyến quốc tế: hộ chiếu còn hạn ít nhất 6 tháng tính từ ngày nhập cảnh và thị thực (visa) nếu điểm đến yêu cầu; Wayfare không cấp thị thực.',
          ],
        },
      ],
    },
    {
      id: 'baggage',
      title: '3. Hành lý',
      blocks: [
        'Hành lý ký gửi và xách tay đi kèm vé hiển thị trong chi tiết chuyến bay và e-mail xác nhận (ví dụ “1 kiện 23 kg, xách tay 10 kg”). Hành lý quá cước thanh toán tại quầy theo giá của hãng; mua trước khi đặt vé thường rẻ hơn. Pin sạc dự phòng và pin lithium chỉ được mang theo người.',
      ],
    },
    {
      id: 'special',
      title: '4. Trường hợp đặc biệt',
      blocks: [
        {
          list: [
            'Phụ nữ mang thai, em bé, trẻ đi một mình, hành khách cần xe lăn hoặc hỗ trợ y tế: báo cho Wayfare qua trang Liên hệ ít nhất 48 giờ trước giờ bay để chúng tôi yêu cầu hãng chuẩn bị.',
            'Vật nuôi, dụng cụ thể thao, nhạc cụ: theo quy định và phí của hãng, cần đăng ký trước.',
          ],
        },
      ],
    },
    {
      id: 'missed',
      title: '5. Nếu bạn lỡ chuyến',
      blocks: [
        'Liên hệ Wayfare ngay: với hạng vé được đổi, chúng tôi đổi sang chuyến sau theo điều kiện của vé. Vé không có mặt (no-show) có thể bị hãng hủy các chặng tiếp theo.',
        { see: [{ to: '/flight-amendment', label: 'Thay đổi vé máy bay' }] },
      ],
    },
  ],
};
