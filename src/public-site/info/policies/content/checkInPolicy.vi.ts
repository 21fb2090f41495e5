import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'Tóm tắt những việc cần chuẩn bị trước chuyến đi: làm thủ tục chuyến bay và nhận phòng khách sạn. Chi tiết ở hai chính sách riêng.',
  sections: [
    {
      id: 'before',
      title: '1. Trước ngày đi',
      blocks: [
        {
          list: [
            'Kiểm tra e-mail xác nhận: mã đặt chỗ, họ tên hành khách, giờ bay, giờ nhận phòng.',
            'Chuẩn bị giấy tờ: căn cước công dân hoặc hộ chiếu (chuyến quốc tế: hộ chiếu còn hạn 6 tháng và thị thực nếu cần).',
            'Làm thủ tục trực tuyến khi hãng cho phép; báo trước nhu cầu đặc biệt ít nhất 48 giờ.',
          ],
        },
      ],
    },
    {
      id: 'flight',
      title: '2. Tại sân bay',
      blocks: [
        'Có mặt 2 giờ (nội địa) hoặc 3 giờ (quốc tế) trước giờ cất cánh; quầy đóng 40 phút (nội địa) hoặc 60 phút (quốc tế) trước giờ bay.',
        { see: [{ to: '/flight-check-in-policy', label: 'Chính sách làm thủ tục chuyến bay' }] },
      ],
    },
    {
      id: 'hotel',
      title: '3. Tại khách sạn',
      blocks: [
        'Nhận phòng từ giờ khách sạn công bố (thường 14:00), trả phòng trước giờ công bố (thường 12:00); mang giấy tờ tùy thân của người đứng tên đặt phòng.',
        { see: [{ to: '/hotel-check-in-policy', label: 'Chính sách nhận phòng khách sạn' }] },
      ],
    },
  ],
};
