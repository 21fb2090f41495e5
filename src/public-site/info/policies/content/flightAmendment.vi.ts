import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'Đổi ngày, đổi chuyến, đổi tên và hủy vé máy bay đặt qua Wayfare theo điều kiện của hạng vé bạn đã chọn. Điều kiện của từng hạng vé hiển thị trong chi tiết chuyến bay trước khi bạn đặt.',
  sections: [
    {
      id: 'fare-rules',
      title: '1. Điều kiện theo hạng vé',
      blocks: [
        'Mỗi hạng vé (ví dụ Phổ thông Tiết kiệm, Phổ thông Linh hoạt, Thương gia) có bốn điều kiện, hiển thị khi bạn mở chi tiết chuyến bay:',
        {
          list: [
            'Được hoàn hay không, và phí hoàn vé.',
            'Được đổi hay không, và phí đổi vé.',
            'Thời hạn hủy miễn phí: số giờ trước giờ cất cánh mà bạn còn được hủy không mất phí (nếu hạng vé có).',
            'Hành lý ký gửi và xách tay đi kèm.',
          ],
        },
        {
          table: {
            head: ['Hạng vé', 'Đổi vé', 'Hoàn vé'],
            rows: [
              ['Tiết kiệm / Phổ thông cơ bản', 'Thường không được đổi, hoặc có phí', 'Không hoàn'],
              ['Tiêu chuẩn', 'Được đổi, có phí', 'Được hoàn, có phí'],
              [
                'Linh hoạt / Thương gia',
                'Được đổi, phí thấp hoặc miễn phí',
                'Được hoàn, có thể hủy miễn phí đến một số giờ trước giờ bay',
              ],
            ],
          },
        },
        'Bảng trên là mô tả chung; điều kiện áp dụng cho vé của bạn là điều kiện ghi trên vé và trong e-mail xác nhận.',
      ],
    },
    {
      id: 'change',
      title: '2. Đổi ngày, giờ hoặc chặng bay',
      blocks: [
        {
          list: [
            'Gửi yêu cầu qua trang Liên hệ (chủ đề “Đặt chỗ”) kèm mã đặt chỗ, ít nhất 24 giờ trước giờ cất cánh (hãng có thể yêu cầu sớm hơn).',
            'Bạn trả phí đổi của hạng vé cộng chênh lệch giá vé (nếu vé mới đắt hơn). Vé mới rẻ hơn không được hoàn phần chênh lệch, trừ khi hạng vé cho phép.',
            'Đổi tên hành khách: hầu hết hãng chỉ cho sửa lỗi chính tả nhỏ; đổi sang người khác coi như hủy và đặt vé mới.',
          ],
        },
      ],
    },
    {
      id: 'cancel',
      title: '3. Hủy vé và hoàn tiền',
      blocks: [
        {
          list: [
            'Vé hạng được hoàn được hủy ngay trên trang đặt chỗ (Đặt chỗ của tôi), trước giờ bay: trang cho biết phí hoàn vé và số tiền được hoàn trước khi bạn xác nhận. Vé do doanh nghiệp thanh toán có phí hoàn vé được hủy qua bộ phận hỗ trợ.',
            'Hủy trước giờ bay ít nhất số giờ hủy miễn phí của hạng vé: hoàn toàn bộ giá vé, không mất phí hoàn.',
            'Hạng vé được hoàn: hoàn giá vé trừ phí hoàn của hãng; thuế và phí sân bay chưa sử dụng được hoàn lại.',
            'Hạng vé không hoàn: chỉ hoàn thuế và phí sân bay chưa sử dụng mà hãng cho phép hoàn.',
            'Không có mặt (no-show) mà không hủy trước giờ bay: hãng có thể hủy các chặng còn lại và không hoàn tiền.',
          ],
        },
        'Tiền hoàn về phương thức bạn đã thanh toán; thời gian nhận tiền của từng phương thức ghi tại trang Phương thức thanh toán.',
        {
          see: [
            { to: '/payment-method', label: 'Phương thức thanh toán' },
            { to: '/account/bookings', label: 'Đặt chỗ của tôi' },
          ],
        },
      ],
    },
    {
      id: 'airline-changes',
      title: '4. Khi hãng thay đổi hoặc hủy chuyến',
      blocks: [
        'Nếu hãng hủy chuyến hoặc đổi giờ bay đáng kể, Wayfare báo cho bạn qua e-mail và SMS và đưa ra lựa chọn: chấp nhận chuyến mới, đổi sang chuyến khác miễn phí, hoặc hoàn toàn bộ tiền. Quyền lợi khi chuyến bay bị chậm, hủy theo Thông tư 19/2017/TT-BGTVT (sửa đổi) do hãng thực hiện; Wayfare hỗ trợ bạn yêu cầu.',
      ],
    },
    {
      id: 'fees',
      title: '5. Phí của Wayfare',
      blocks: [
        'Wayfare không thu thêm phí xử lý cho việc đổi hoặc hủy vé ngoài phí của hãng. Phí thanh toán (nếu có) đã trả khi đặt không được hoàn khi bạn tự hủy vé.',
      ],
    },
    {
      id: 'corporate',
      title: '6. Vé công tác',
      blocks: [
        'Vé đặt bằng tài khoản doanh nghiệp: việc đổi hoặc hủy có thể cần người phê duyệt đồng ý theo chính sách của doanh nghiệp; tiền hoàn về tài khoản doanh nghiệp và được trừ vào bảng kê kỳ tiếp theo.',
      ],
    },
  ],
};
