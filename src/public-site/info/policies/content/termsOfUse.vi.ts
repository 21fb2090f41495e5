import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'Các điều khoản này áp dụng khi bạn dùng Wayfare để tìm kiếm, đặt vé máy bay, đặt phòng khách sạn và quản lý công tác. Khi tạo tài khoản hoặc đặt chỗ, bạn đồng ý với các điều khoản này.',
  sections: [
    {
      id: 'service',
      title: '1. Dịch vụ của Wayfare',
      blocks: [
        'Wayfare là sàn giao dịch thương mại điện tử và đại lý bán vé máy bay, đặt phòng khách sạn. Hãng hàng không, khách sạn là bên cung cấp dịch vụ vận chuyển và lưu trú; Wayfare thay mặt bạn đặt chỗ, thu tiền và hỗ trợ bạn trong suốt chuyến đi.',
        'Doanh nghiệp dùng Wayfare để quản lý nhân viên, chính sách công tác, phê duyệt, chi phí và hóa đơn theo thỏa thuận riêng giữa doanh nghiệp và Wayfare.',
      ],
    },
    {
      id: 'account',
      title: '2. Tài khoản',
      blocks: [
        {
          list: [
            'Bạn đăng ký bằng e-mail hoặc số điện thoại và xác thực bằng mã một lần; thông tin phải chính xác và là của bạn.',
            'Bạn giữ bí mật mật khẩu và mã một lần; Wayfare không bao giờ hỏi mã của bạn.',
            'Đại lý du lịch và người được ủy quyền chỉ đặt chỗ cho người đã cho phép họ; mọi hành động thay mặt người khác đều được ghi lại.',
            'Wayfare có thể tạm khóa tài khoản có dấu hiệu gian lận hoặc vi phạm các điều khoản này và sẽ thông báo lý do.',
          ],
        },
      ],
    },
    {
      id: 'booking',
      title: '3. Đặt chỗ, giá và thanh toán',
      blocks: [
        {
          list: [
            'Giá hiển thị là giá trọn gói cho số khách đã chọn, đã gồm thuế, phí và phụ thu bắt buộc; phí dịch vụ hoặc phí thanh toán (nếu có) được hiển thị trước khi bạn thanh toán.',
            'Chỗ ngồi và phòng được giữ trong thời gian hiển thị ở bước thanh toán; hết thời gian giữ, chỗ được trả lại và giá có thể thay đổi.',
            'Đặt chỗ được xác nhận khi thanh toán thành công và hãng bay hoặc khách sạn xác nhận; bạn nhận mã đặt chỗ qua e-mail và trong mục Đặt chỗ của tôi.',
            'Thông tin hành khách phải khớp giấy tờ tùy thân; sai sót có thể khiến bạn bị từ chối vận chuyển hoặc nhận phòng và phát sinh phí sửa đổi.',
          ],
        },
        { see: [{ to: '/payment-method', label: 'Phương thức thanh toán' }] },
      ],
    },
    {
      id: 'changes',
      title: '4. Thay đổi, hủy và hoàn tiền',
      blocks: [
        'Điều kiện đổi, hủy và hoàn tiền là của hạng vé hoặc gói giá bạn chọn và được hiển thị trước khi đặt. Chi tiết tại các chính sách dưới đây.',
        {
          see: [
            { to: '/flight-amendment', label: 'Thay đổi vé máy bay' },
            { to: '/hotel-amendment', label: 'Thay đổi đặt phòng' },
          ],
        },
      ],
    },
    {
      id: 'conduct',
      title: '5. Những việc không được làm',
      blocks: [
        {
          list: [
            'Đặt chỗ giả, đặt để đầu cơ hoặc giữ chỗ không có ý định sử dụng.',
            'Dùng thẻ, ví hoặc tài khoản của người khác khi không được phép.',
            'Thu thập dữ liệu tự động, dò quét, làm quá tải hoặc tìm cách vượt qua giới hạn và biện pháp bảo mật.',
            'Đăng nội dung vi phạm pháp luật, xúc phạm hoặc mạo danh Wayfare trong liên hệ và khiếu nại.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      title: '6. Trách nhiệm',
      blocks: [
        'Wayfare chịu trách nhiệm về việc đặt chỗ, thu tiền, hoàn tiền và hỗ trợ mà Wayfare thực hiện. Hãng hàng không và khách sạn chịu trách nhiệm về việc vận chuyển và lưu trú theo điều kiện của họ và pháp luật; khi chuyến bay bị hủy, chậm hoặc khách sạn không phục vụ như đã xác nhận, Wayfare thay bạn làm việc với họ để đòi quyền lợi.',
        'Wayfare không chịu trách nhiệm về thiệt hại do sự kiện bất khả kháng hoặc do thông tin sai mà bạn cung cấp.',
      ],
    },
    {
      id: 'ip',
      title: '7. Sở hữu trí tuệ',
      blocks: [
        'Giao diện, nhãn hiệu, phần mềm và nội dung của Wayfare thuộc về Wayfare hoặc bên cấp phép. Ảnh và mô tả khách sạn thuộc về khách sạn hoặc nhà cung cấp.',
      ],
    },
    {
      id: 'disputes',
      title: '8. Khiếu nại và giải quyết tranh chấp',
      blocks: [
        'Bạn gửi khiếu nại qua trang Khiếu nại; cách xử lý và thời hạn được nêu trong Quy chế hoạt động. Tranh chấp không thương lượng được giải quyết tại Tòa án có thẩm quyền của Việt Nam, theo pháp luật Việt Nam.',
        {
          see: [
            { to: '/complaint', label: 'Gửi khiếu nại' },
            { to: '/rules', label: 'Quy chế hoạt động' },
          ],
        },
      ],
    },
    {
      id: 'updates',
      title: '9. Thay đổi điều khoản',
      blocks: [
        'Khi điều khoản thay đổi, chúng tôi cập nhật ngày ở đầu trang và thông báo trước ít nhất 5 ngày. Đặt chỗ đã xác nhận vẫn theo điều khoản tại thời điểm đặt.',
      ],
    },
  ],
};
