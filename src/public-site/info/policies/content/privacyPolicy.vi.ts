import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'Chính sách này cho biết Wayfare xử lý dữ liệu cá nhân của bạn như thế nào khi bạn tìm kiếm, đặt chỗ, thanh toán và quản lý công tác trên Wayfare, theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân.',
  sections: [
    {
      id: 'controller',
      title: '1. Ai xử lý dữ liệu của bạn',
      blocks: [
        'Wayfare (“chúng tôi”) là Bên Kiểm soát và xử lý dữ liệu cá nhân đối với dữ liệu bạn cung cấp khi dùng website và ứng dụng Wayfare. Với tài khoản doanh nghiệp, doanh nghiệp của bạn quyết định ai được đặt chỗ và chi bao nhiêu; khi đó doanh nghiệp là Bên Kiểm soát dữ liệu công tác của nhân viên và Wayfare xử lý dữ liệu đó theo hợp đồng với doanh nghiệp.',
        'Hãng hàng không, khách sạn và cổng thanh toán nhận dữ liệu cần thiết để thực hiện dịch vụ; họ là Bên Kiểm soát độc lập đối với dữ liệu mà họ nhận và chịu trách nhiệm theo chính sách của họ.',
      ],
    },
    {
      id: 'data',
      title: '2. Dữ liệu chúng tôi thu thập',
      blocks: [
        {
          table: {
            head: ['Loại dữ liệu', 'Ví dụ', 'Nguồn'],
            rows: [
              [
                'Tài khoản',
                'Họ tên, e-mail, số điện thoại, mật khẩu (chỉ lưu dạng băm), ngôn ngữ',
                'Bạn',
              ],
              [
                'Hành khách và khách lưu trú',
                'Họ tên theo hộ chiếu, ngày sinh, giới tính, quốc tịch, số và hạn hộ chiếu, mã hội viên hãng bay',
                'Bạn, người đặt chỗ thay bạn hoặc doanh nghiệp của bạn',
              ],
              [
                'Đặt chỗ và thanh toán',
                'Hành trình, phòng, giá, mã đặt chỗ, phương thức thanh toán, 4 số cuối thẻ, thông tin xuất hóa đơn',
                'Bạn, hãng bay, khách sạn, cổng thanh toán',
              ],
              [
                'Công tác doanh nghiệp',
                'Phòng ban, chức danh, hạn mức, người phê duyệt, trung tâm chi phí',
                'Doanh nghiệp của bạn',
              ],
              [
                'Hỗ trợ',
                'Nội dung liên hệ, khiếu nại, tệp đính kèm, trao đổi với bộ phận hỗ trợ',
                'Bạn',
              ],
              [
                'Kỹ thuật',
                'Địa chỉ IP (chỉ lưu dạng băm có khóa), loại trình duyệt, nhật ký lỗi, cookie phiên đăng nhập, ngôn ngữ và giao diện',
                'Thiết bị của bạn',
              ],
            ],
          },
        },
        'Chúng tôi không thu thập dữ liệu cá nhân nhạy cảm theo Điều 2 Nghị định 13/2023/NĐ-CP, trừ khi bạn tự gửi (ví dụ yêu cầu hỗ trợ y tế khi bay) và chỉ để thực hiện yêu cầu đó. Số thẻ đầy đủ không bao giờ đi qua máy chủ Wayfare: bạn nhập trực tiếp tại cổng thanh toán.',
      ],
    },
    {
      id: 'purposes',
      title: '3. Mục đích và căn cứ xử lý',
      blocks: [
        {
          list: [
            'Thực hiện hợp đồng với bạn: tìm kiếm, giữ chỗ, xuất vé, đặt phòng, thanh toán, hoàn tiền, gửi xác nhận và hóa đơn.',
            'Nghĩa vụ pháp luật: hóa đơn điện tử, kế toán, thuế, phòng chống rửa tiền, cung cấp thông tin hành khách theo yêu cầu của cơ quan nhà nước và hãng hàng không.',
            'Bảo vệ tài khoản và hệ thống: xác thực bằng mã một lần, giới hạn số lần thử, phát hiện gian lận, ghi nhật ký hành động thay mặt người khác.',
            'Chăm sóc khách hàng: trả lời liên hệ, giải quyết khiếu nại.',
            'Tiếp thị: chỉ khi bạn đồng ý; bạn có thể rút lại sự đồng ý bất cứ lúc nào.',
          ],
        },
        'Với mục đích dựa trên sự đồng ý, sự đồng ý của bạn được thể hiện rõ ràng, tự nguyện và có thể rút lại; việc rút lại không ảnh hưởng đến tính hợp pháp của việc xử lý trước đó.',
      ],
    },
    {
      id: 'sharing',
      title: '4. Chia sẻ dữ liệu',
      blocks: [
        {
          list: [
            'Hãng hàng không, khách sạn và nhà cung cấp dịch vụ du lịch: dữ liệu hành khách và khách lưu trú cần cho đặt chỗ.',
            'Cổng thanh toán và ngân hàng (thẻ quốc tế, VNPay, 2C2P, chuyển khoản): số tiền, mã đơn hàng và dữ liệu cần để xác thực giao dịch.',
            'Doanh nghiệp của bạn (nếu bạn là nhân viên): đặt chỗ công tác, chi phí, hóa đơn để phê duyệt, đối soát và phân tích.',
            'Nhà cung cấp hạ tầng (máy chủ, lưu trữ, gửi e-mail và SMS) xử lý dữ liệu thay mặt chúng tôi theo hợp đồng có điều khoản bảo vệ dữ liệu.',
            'Cơ quan nhà nước có thẩm quyền khi pháp luật yêu cầu.',
          ],
        },
        'Chúng tôi không bán dữ liệu cá nhân.',
      ],
    },
    {
      id: 'cross-border',
      title: '5. Chuyển dữ liệu ra nước ngoài',
      blocks: [
        'Khi bạn đặt chuyến bay quốc tế hoặc khách sạn ở nước ngoài, hoặc thanh toán qua cổng thanh toán quốc tế, dữ liệu cần cho dịch vụ đó được chuyển cho đối tác ở nước ngoài. Wayfare lập và lưu giữ Hồ sơ đánh giá tác động chuyển dữ liệu cá nhân ra nước ngoài theo Điều 25 Nghị định 13/2023/NĐ-CP và chỉ chuyển phần dữ liệu cần thiết cho dịch vụ bạn yêu cầu.',
      ],
    },
    {
      id: 'retention',
      title: '6. Thời gian lưu trữ',
      blocks: [
        {
          table: {
            head: ['Dữ liệu', 'Thời gian lưu'],
            rows: [
              ['Tài khoản', 'Đến khi bạn xóa tài khoản, sau đó tối đa 30 ngày'],
              ['Đặt chỗ, thanh toán, hóa đơn', '10 năm, theo Luật Kế toán'],
              ['Liên hệ và khiếu nại', '3 năm kể từ khi đóng yêu cầu'],
              ['Mã một lần, phiên đăng nhập', 'Mã: 5 phút; phiên: tối đa 30 ngày'],
              ['Nhật ký bảo mật và kiểm toán', '2 năm'],
            ],
          },
        },
      ],
    },
    {
      id: 'rights',
      title: '7. Quyền của bạn và cách thực hiện',
      blocks: [
        'Theo Điều 9 Nghị định 13/2023/NĐ-CP, bạn có quyền: được biết; đồng ý; truy cập; rút lại sự đồng ý; xóa dữ liệu; hạn chế xử lý; cung cấp dữ liệu; phản đối xử lý; khiếu nại, tố cáo, khởi kiện; yêu cầu bồi thường thiệt hại; tự bảo vệ.',
        {
          list: [
            'Xem và sửa hồ sơ: mục Hồ sơ cá nhân trong tài khoản.',
            'Yêu cầu bản sao, xóa, hạn chế hoặc phản đối xử lý: gửi qua trang Liên hệ (chủ đề “Tài khoản”) hoặc Khiếu nại (chủ đề “Dữ liệu cá nhân”). Chúng tôi xác minh danh tính trước khi thực hiện.',
            'Thời hạn: chúng tôi thực hiện yêu cầu trong 72 giờ với yêu cầu rút lại sự đồng ý, hạn chế hoặc phản đối xử lý, và không quá 30 ngày với các yêu cầu khác.',
          ],
        },
        'Một số dữ liệu phải được giữ lại theo pháp luật (ví dụ hóa đơn); khi đó chúng tôi cho bạn biết dữ liệu nào và đến khi nào.',
      ],
    },
    {
      id: 'security',
      title: '8. Bảo vệ dữ liệu',
      blocks: [
        'Mật khẩu được băm bằng argon2id; mã một lần và mã thông báo chỉ được lưu dưới dạng băm; kết nối được mã hóa; quyền truy cập nội bộ được giới hạn theo vai trò và mọi hành động thay mặt người khác được ghi nhật ký. Khi xảy ra vi phạm dữ liệu cá nhân, chúng tôi thông báo cho Bộ Công an (A05) trong 72 giờ và cho bạn khi vi phạm có thể ảnh hưởng đến bạn.',
      ],
    },
    {
      id: 'cookies',
      title: '9. Cookie và lưu trữ trên trình duyệt',
      blocks: [
        'Wayfare dùng cookie cần thiết cho đăng nhập (uts_token, account.renewal_token), ngôn ngữ (i18n_redirected) và kích thước màn hình; bộ nhớ trình duyệt giữ các lần tìm gần đây và lựa chọn giao diện. Công cụ phân tích chỉ chạy khi được cấu hình và được nêu trong thông báo cookie.',
      ],
    },
    {
      id: 'children',
      title: '10. Trẻ em',
      blocks: [
        'Tài khoản dành cho người từ 16 tuổi. Dữ liệu của trẻ em đi cùng (hành khách trẻ em, em bé) do cha, mẹ hoặc người giám hộ cung cấp và đồng ý theo Điều 20 Nghị định 13/2023/NĐ-CP.',
      ],
    },
    {
      id: 'contact',
      title: '11. Liên hệ về dữ liệu cá nhân',
      blocks: [
        'Bộ phận bảo vệ dữ liệu cá nhân của Wayfare: gửi yêu cầu qua trang Liên hệ hoặc e-mail support@wayfare.example. Khi chính sách này thay đổi, chúng tôi cập nhật ngày ở đầu trang và thông báo cho bạn trước khi thay đổi quan trọng có hiệu lực.',
        {
          see: [
            { to: '/contact', label: 'Liên hệ' },
            { to: '/complaint', label: 'Gửi khiếu nại' },
          ],
        },
      ],
    },
  ],
};
