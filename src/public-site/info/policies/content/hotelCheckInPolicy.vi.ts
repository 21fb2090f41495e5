import type { PolicyDocument } from '../types';

export const document: PolicyDocument = {
  updated: '2026-11-24',
  summary:
    'Những điều cần biết khi nhận và trả phòng khách sạn đặt qua Wayfare. Giờ nhận và trả phòng của từng khách sạn hiển thị trên trang khách sạn và trong phiếu xác nhận phòng.',
  sections: [
    {
      id: 'times',
      title: '1. Giờ nhận phòng và trả phòng',
      blocks: [
        'Mỗi khách sạn công bố giờ nhận phòng (thường 14:00) và giờ trả phòng (thường 12:00) theo giờ địa phương; Wayfare hiển thị đúng giờ đó trong mục “Thông tin khách sạn” và trên phiếu xác nhận.',
        {
          list: [
            'Nhận phòng sớm hoặc trả phòng muộn tùy tình trạng phòng và có thể tính phí; gửi yêu cầu qua ô “Yêu cầu đặc biệt” khi đặt hoặc trang Liên hệ.',
            'Đến sau 18:00: báo trước cho khách sạn hoặc Wayfare để phòng được giữ.',
          ],
        },
      ],
    },
    {
      id: 'documents',
      title: '2. Giấy tờ khi nhận phòng',
      blocks: [
        {
          list: [
            'Căn cước công dân hoặc hộ chiếu của người đứng tên đặt phòng; khách nước ngoài xuất trình hộ chiếu và thị thực để khách sạn khai báo tạm trú theo Luật Cư trú.',
            'Phiếu xác nhận phòng (bản in hoặc trên điện thoại) có mã đặt phòng.',
            'Khách sạn có thể yêu cầu tiền đặt cọc hoặc giữ thẻ cho chi phí phát sinh; khoản này được hoàn khi trả phòng.',
          ],
        },
      ],
    },
    {
      id: 'children',
      title: '3. Trẻ em và giường phụ',
      blocks: [
        'Mỗi khách sạn quy định độ tuổi trẻ em được ở miễn phí (ghi trên trang khách sạn); trẻ lớn hơn tính như người lớn. Giường phụ và bữa sáng cho trẻ em theo giá của khách sạn nếu gói giá không bao gồm.',
      ],
    },
    {
      id: 'on-site',
      title: '4. Chi phí tại khách sạn',
      blocks: [
        'Giá trên Wayfare đã gồm thuế và phí bắt buộc của gói giá. Dịch vụ phát sinh (minibar, giặt ủi, ăn uống, phí vệ sinh của căn hộ nếu có ghi) thanh toán trực tiếp tại khách sạn.',
      ],
    },
    {
      id: 'problems',
      title: '5. Khi có vấn đề lúc nhận phòng',
      blocks: [
        'Nếu khách sạn không tìm thấy đặt phòng hoặc phòng không như mô tả, hãy đưa mã đặt phòng cho lễ tân rồi gửi khiếu nại kèm ảnh cho Wayfare; chúng tôi xử lý theo chính sách thay đổi đặt phòng.',
        {
          see: [
            { to: '/hotel-amendment', label: 'Thay đổi đặt phòng' },
            { to: '/complaint', label: 'Gửi khiếu nại' },
          ],
        },
      ],
    },
  ],
};
