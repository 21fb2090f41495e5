import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'Quy chế hoạt động của sàn giao dịch thương mại điện tử Wayfare, lập theo Nghị định 52/2013/NĐ-CP về thương mại điện tử, được sửa đổi, bổ sung bởi Nghị định 85/2021/NĐ-CP.',
  sections: [
    {
      id: 'principles',
      title: '1. Nguyên tắc chung',
      blocks: [
        'Wayfare là sàn giao dịch thương mại điện tử nơi các nhà cung cấp dịch vụ du lịch (hãng hàng không, khách sạn, nhà cung cấp dịch vụ lưu trú, gọi chung là Nhà cung cấp) bán dịch vụ cho khách hàng cá nhân và doanh nghiệp (gọi chung là Khách hàng). Wayfare đồng thời là đại lý thu hộ tiền cho Nhà cung cấp.',
        'Mọi giao dịch trên Wayfare tuân theo pháp luật Việt Nam, Quy chế này, Điều khoản sử dụng và Chính sách bảo mật. Quy chế được thông báo với Bộ Công Thương theo quy định.',
      ],
    },
    {
      id: 'parties',
      title: '2. Các bên tham gia',
      blocks: [
        {
          list: [
            'Wayfare (Thương nhân, tổ chức cung cấp dịch vụ sàn giao dịch thương mại điện tử): vận hành sàn, xác minh Nhà cung cấp, hiển thị thông tin dịch vụ, thu tiền, hỗ trợ và giải quyết khiếu nại.',
            'Nhà cung cấp: cung cấp thông tin chính xác về dịch vụ, giá, điều kiện đổi, hủy, hoàn; thực hiện dịch vụ đã xác nhận.',
            'Khách hàng: cá nhân, đại lý du lịch, doanh nghiệp và nhân viên của doanh nghiệp dùng Wayfare để đặt chỗ.',
          ],
        },
      ],
    },
    {
      id: 'process',
      title: '3. Quy trình giao dịch',
      blocks: [
        {
          list: [
            'Tìm kiếm: Khách hàng tìm chuyến bay hoặc khách sạn; kết quả hiển thị giá trọn gói, hạng vé hoặc gói giá, hành lý, điều kiện đổi, hủy.',
            'Chọn và giữ chỗ: Wayfare kiểm tra lại giá và chỗ với Nhà cung cấp và giữ chỗ trong thời gian hiển thị.',
            'Nhập thông tin: hành khách hoặc khách lưu trú, liên hệ, xuất hóa đơn (nếu cần).',
            'Thanh toán: bằng phương thức Khách hàng chọn trong các phương thức Wayfare cung cấp.',
            'Xác nhận: Wayfare gửi mã đặt chỗ, vé điện tử hoặc phiếu xác nhận phòng qua e-mail và hiển thị trong tài khoản.',
            'Với tài khoản doanh nghiệp: yêu cầu đặt chỗ có thể cần người phê duyệt duyệt trước khi thanh toán, theo chính sách của doanh nghiệp.',
          ],
        },
      ],
    },
    {
      id: 'delivery',
      title: '4. Giao nhận dịch vụ',
      blocks: [
        'Dịch vụ được “giao” dưới dạng vé điện tử, mã đặt chỗ (PNR) hoặc phiếu xác nhận phòng gửi qua e-mail ngay khi đặt chỗ được xác nhận. Khách hàng sử dụng dịch vụ trực tiếp tại sân bay hoặc khách sạn theo chính sách làm thủ tục.',
        { see: [{ to: '/check-in-policy', label: 'Chính sách nhận phòng và làm thủ tục' }] },
      ],
    },
    {
      id: 'payment',
      title: '5. Thanh toán',
      blocks: [
        'Wayfare nhận thanh toán qua thẻ, VNPay, 2C2P, chuyển khoản ngân hàng (mã QR), ví Wayfare và tài khoản doanh nghiệp. Phí (nếu có), thời điểm xác nhận và cách hoàn tiền của từng phương thức được công bố tại trang Phương thức thanh toán.',
        { see: [{ to: '/payment-method', label: 'Phương thức thanh toán' }] },
      ],
    },
    {
      id: 'operator-duties',
      title: '6. Quyền và nghĩa vụ của Wayfare',
      blocks: [
        {
          list: [
            'Yêu cầu Nhà cung cấp cung cấp thông tin định danh và giấy phép kinh doanh; lưu trữ thông tin đăng ký của Nhà cung cấp và cập nhật khi thay đổi.',
            'Áp dụng biện pháp cần thiết để bảo đảm an toàn thông tin giao dịch và dữ liệu cá nhân của Khách hàng.',
            'Gỡ bỏ thông tin dịch vụ vi phạm pháp luật trong 24 giờ kể từ khi phát hiện hoặc nhận được yêu cầu của cơ quan có thẩm quyền.',
            'Tiếp nhận và giải quyết khiếu nại của Khách hàng; hỗ trợ cơ quan nhà nước điều tra hành vi vi phạm.',
            'Báo cáo Bộ Công Thương tình hình hoạt động của sàn theo quy định.',
          ],
        },
      ],
    },
    {
      id: 'supplier-duties',
      title: '7. Quyền và nghĩa vụ của Nhà cung cấp',
      blocks: [
        {
          list: [
            'Cung cấp đầy đủ, chính xác thông tin về dịch vụ, giá, thuế, phí, điều kiện đổi, hủy, hoàn và giờ nhận phòng.',
            'Thực hiện đúng dịch vụ đã xác nhận; thông báo ngay cho Wayfare khi không thể thực hiện.',
            'Phối hợp với Wayfare giải quyết khiếu nại liên quan đến dịch vụ của mình.',
            'Thực hiện nghĩa vụ thuế theo quy định.',
          ],
        },
      ],
    },
    {
      id: 'customer-duties',
      title: '8. Quyền và nghĩa vụ của Khách hàng',
      blocks: [
        {
          list: [
            'Được cung cấp thông tin đầy đủ trước khi thanh toán và được nhận xác nhận sau khi đặt chỗ.',
            'Được khiếu nại và được giải quyết theo mục 9.',
            'Cung cấp thông tin chính xác; thanh toán đầy đủ; tuân thủ điều kiện của dịch vụ đã chọn.',
            'Không dùng Wayfare cho mục đích gian lận hoặc vi phạm pháp luật.',
          ],
        },
      ],
    },
    {
      id: 'complaints',
      title: '9. Cơ chế giải quyết khiếu nại',
      blocks: [
        {
          list: [
            'Bước 1 — Gửi khiếu nại: qua trang Khiếu nại (kèm mã đặt chỗ và ảnh, tài liệu nếu có) hoặc e-mail support@wayfare.example. Bạn nhận mã số khiếu nại ngay.',
            'Bước 2 — Xác nhận: trong 24 giờ, bộ phận hỗ trợ xác nhận đã tiếp nhận và cho biết người phụ trách.',
            'Bước 3 — Xử lý: Wayfare làm việc với Nhà cung cấp (nếu cần) và trả lời bạn trong 5 ngày làm việc; trường hợp phức tạp không quá 15 ngày làm việc và bạn được thông báo tiến độ.',
            'Bước 4 — Kết quả: câu trả lời được gửi qua e-mail và hiển thị trong mục Hỗ trợ của tài khoản. Nếu chưa đồng ý, bạn có thể yêu cầu xem xét lại hoặc đưa tranh chấp ra cơ quan có thẩm quyền.',
          ],
        },
        'Khi Nhà cung cấp có lỗi, Wayfare yêu cầu Nhà cung cấp bồi hoàn cho bạn; Wayfare có thể hoàn tiền trước cho bạn trong khi chờ Nhà cung cấp.',
        { see: [{ to: '/complaint', label: 'Gửi khiếu nại' }] },
      ],
    },
    {
      id: 'prohibited',
      title: '10. Hành vi bị cấm và xử lý vi phạm',
      blocks: [
        'Cấm: gian lận thanh toán, đặt chỗ ảo, mạo danh, đăng thông tin sai về dịch vụ, can thiệp trái phép vào hệ thống. Tùy mức độ, Wayfare cảnh báo, hủy đặt chỗ, khóa tài khoản hoặc chấm dứt hợp tác với Nhà cung cấp, và chuyển cơ quan có thẩm quyền xử lý.',
        { see: [{ to: '/baocao', label: 'Báo cáo vi phạm' }] },
      ],
    },
    {
      id: 'privacy',
      title: '11. Bảo vệ thông tin cá nhân',
      blocks: [
        'Wayfare thu thập và xử lý dữ liệu cá nhân theo Chính sách bảo mật, phù hợp Nghị định 13/2023/NĐ-CP.',
        { see: [{ to: '/privacy-policy', label: 'Chính sách bảo mật' }] },
      ],
    },
    {
      id: 'effect',
      title: '12. Hiệu lực',
      blocks: [
        'Quy chế có hiệu lực từ ngày cập nhật ở đầu trang. Khi sửa đổi, Wayfare công bố trên trang này ít nhất 5 ngày trước khi áp dụng và thông báo với Bộ Công Thương.',
      ],
    },
  ],
};
