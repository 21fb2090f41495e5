import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'Nguyên tắc chung khi bạn đổi, hủy hoặc cần hoàn tiền cho vé máy bay và phòng khách sạn đặt qua Wayfare. Chi tiết cho từng loại dịch vụ ở hai chính sách riêng.',
  sections: [
    {
      id: 'principles',
      title: '1. Nguyên tắc',
      blocks: [
        {
          list: [
            'Điều kiện đổi, hủy, hoàn là của hạng vé hoặc gói giá, được hiển thị trước khi bạn thanh toán và ghi trong e-mail xác nhận.',
            'Wayfare không thu thêm phí xử lý ngoài phí của hãng hàng không hoặc khách sạn.',
            'Thời điểm được tính là lúc Wayfare nhận yêu cầu của bạn (giờ Việt Nam cho vé máy bay, giờ địa phương của khách sạn cho phòng).',
            'Tiền hoàn về phương thức bạn đã thanh toán.',
          ],
        },
      ],
    },
    {
      id: 'where',
      title: '2. Chi tiết theo dịch vụ',
      blocks: [
        {
          see: [
            { to: '/flight-amendment', label: 'Thay đổi và hoàn hủy vé máy bay' },
            { to: '/hotel-amendment', label: 'Thay đổi và hủy đặt phòng khách sạn' },
          ],
        },
      ],
    },
    {
      id: 'request',
      title: '3. Cách gửi yêu cầu',
      blocks: [
        'Gửi qua trang Liên hệ, chủ đề “Đặt chỗ”, kèm mã đặt chỗ. Bạn nhận mã số yêu cầu ngay và câu trả lời trong 1 ngày làm việc (yêu cầu gấp trong 24 giờ trước giờ bay hoặc nhận phòng được ưu tiên).',
        { see: [{ to: '/contact', label: 'Liên hệ' }] },
      ],
    },
    {
      id: 'refund-times',
      title: '4. Thời gian hoàn tiền',
      blocks: [
        'Sau khi hãng hoặc khách sạn chấp nhận hoàn, Wayfare chuyển tiền trong 1 ngày làm việc; thời gian tiền về tài khoản của bạn tùy phương thức thanh toán.',
        { see: [{ to: '/payment-method', label: 'Phương thức thanh toán' }] },
      ],
    },
  ],
};
