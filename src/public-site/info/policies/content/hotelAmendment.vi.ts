import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'Thay đổi và hủy đặt phòng khách sạn qua Wayfare theo điều kiện của gói giá bạn đã chọn. Mỗi gói giá ghi rõ “Hủy miễn phí đến …” hoặc “Không hoàn tiền” trước khi bạn đặt.',
  sections: [
    {
      id: 'rate-plans',
      title: '1. Hai loại gói giá',
      blocks: [
        {
          table: {
            head: ['Gói giá', 'Hủy', 'Đổi ngày hoặc loại phòng'],
            rows: [
              [
                'Hủy miễn phí',
                'Miễn phí đến giờ nhận phòng của khách sạn, N ngày trước ngày nhận phòng (theo giờ địa phương của khách sạn); sau thời hạn đó thu phí bằng đêm đầu tiên',
                'Được, nếu còn phòng; giá tính lại theo ngày mới',
              ],
              [
                'Không hoàn tiền',
                'Không hoàn tiền',
                'Không đổi được; chỉ sửa tên khách khi khách sạn đồng ý',
              ],
            ],
          },
        },
        'Số ngày N của từng gói hiển thị trên mỗi dòng giá phòng và trong e-mail xác nhận (ví dụ: “Hủy miễn phí đến 14:00, 12/12”).',
      ],
    },
    {
      id: 'how',
      title: '2. Cách thay đổi hoặc hủy',
      blocks: [
        {
          list: [
            'Gửi yêu cầu qua trang Liên hệ (chủ đề “Đặt chỗ”) kèm mã đặt phòng; yêu cầu được tính theo thời điểm Wayfare nhận.',
            'Đổi ngày hoặc loại phòng là hủy đặt phòng cũ và đặt mới với giá hiện tại khi gói giá cho phép hủy miễn phí.',
            'Giảm số phòng hoặc số đêm: áp dụng như hủy một phần.',
          ],
        },
      ],
    },
    {
      id: 'refunds',
      title: '3. Hoàn tiền',
      blocks: [
        'Tiền hoàn về phương thức thanh toán ban đầu (ví Wayfare: ngay; tài khoản doanh nghiệp: vào bảng kê kỳ tiếp theo). Thời gian nhận tiền của từng phương thức ghi tại trang Phương thức thanh toán.',
        { see: [{ to: '/payment-method', label: 'Phương thức thanh toán' }] },
      ],
    },
    {
      id: 'no-show',
      title: '4. Không đến nhận phòng',
      blocks: [
        'Nếu bạn không đến mà không hủy, khách sạn có thể thu toàn bộ tiền phòng và hủy các đêm còn lại. Nếu bạn đến muộn sau 18:00, hãy báo trước cho khách sạn hoặc Wayfare để giữ phòng.',
      ],
    },
    {
      id: 'hotel-fault',
      title: '5. Khi khách sạn không phục vụ như đã xác nhận',
      blocks: [
        'Nếu khách sạn hết phòng, đổi loại phòng thấp hơn hoặc không nhận đặt phòng đã xác nhận, Wayfare tìm phòng tương đương gần đó không tính thêm tiền, hoặc hoàn toàn bộ tiền phòng. Hãy gửi khiếu nại kèm ảnh để chúng tôi xử lý.',
        { see: [{ to: '/complaint', label: 'Gửi khiếu nại' }] },
      ],
    },
  ],
};
