/**
 * Server messages shown through `validate.{message}` (spec §8): sign-in failures under the
 * username field, password-change failures under the current password, code errors on the
 * code line. Keys are the machine keys of docs/accounts-api.md.
 */
export const validateVi = {
  invalid_credentials: 'Email, số điện thoại hoặc mật khẩu không đúng',
  invalid_current_password: 'Mật khẩu hiện tại không đúng',
  password_mismatch: 'Mật khẩu xác nhận và mật khẩu phải trùng khớp',
  too_many_attempts: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.',
  invalid_token: 'Phiên đặt lại mật khẩu đã hết hạn. Vui lòng bắt đầu lại.',
  invalid_code: 'Mã không hợp lệ',
  expired_code: 'Mã đã hết hạn. Vui lòng yêu cầu mã mới.',
  rate_limited: 'Bạn đã yêu cầu quá nhiều lần. Vui lòng thử lại sau %{seconds} giây.',
  unavailable_email: 'Email này đã được sử dụng',
  phone_number: 'Số điện thoại không hợp lệ hoặc đã được sử dụng',
  invalid_referral_code: 'Mã giới thiệu không hợp lệ',
  common_password: 'Mật khẩu này quá phổ biến. Hãy chọn mật khẩu khác.',
  too_soon: 'Vui lòng đợi %{seconds} giây trước khi yêu cầu mã mới.',
  too_many_requests: 'Bạn đã yêu cầu quá nhiều mã. Vui lòng thử lại sau %{seconds} giây.',
  invalid_identifier: 'Email hoặc số điện thoại không hợp lệ',
  invalid_session_params: 'Phiên đăng nhập đã hết hạn. Vui lòng thử lại.',
  account_exists: 'Tài khoản này đã tồn tại. Vui lòng đăng nhập.',
  referrer_already_set: 'Tài khoản của bạn đã có mã giới thiệu',
  invalid_state: 'Phiên đăng nhập Google không hợp lệ. Vui lòng thử lại.',
  google_denied: 'Bạn đã hủy đăng nhập bằng Google.',
  google_sign_in_failed: 'Không đăng nhập được bằng Google. Vui lòng thử lại.',
  google_email_unverified: 'Email Google của bạn chưa được xác minh.',
  invalid_request: 'Thông tin gửi đi không hợp lệ.',
  unauthorized: 'Vui lòng đăng nhập lại để tiếp tục.',
  unknown: 'Đã có lỗi xảy ra!',
  /**
   * Field rules of server field errors (src/api/fieldErrors.ts FIELD_RULES): what a form shows
   * under an input the server refused.
   */
  rules: {
    required: 'Trường này là bắt buộc',
    format: 'Định dạng không hợp lệ',
    range: 'Giá trị nằm ngoài khoảng cho phép',
    unknown: 'Không tìm thấy mục đã chọn',
    unique: 'Giá trị này đã được sử dụng',
    past: 'Ngày này đã qua',
    integer: 'Vui lòng nhập số nguyên',
    max_length: 'Nội dung quá dài',
    one_of: 'Vui lòng chọn một giá trị trong danh sách',
    invalid_type: 'Giá trị không hợp lệ',
    invalid_format: 'Định dạng không hợp lệ',
    invalid_value: 'Giá trị không được chấp nhận',
    too_small: 'Giá trị quá nhỏ hoặc quá ngắn',
    too_big: 'Giá trị quá lớn hoặc quá dài',
    not_allowed: 'Bạn không được phép đặt giá trị này',
    already_staff: 'Người này đã là nhân viên của doanh nghiệp',
    in_other_corporate: 'Người này đang là nhân viên của doanh nghiệp khác',
    own_approver: 'Không thể tự duyệt cho chính mình',
    self: 'Bạn không thể áp dụng điều này cho chính mình',
    owner: 'Không áp dụng được cho chủ sở hữu',
    identity: 'Chỉ chủ tài khoản mới đổi được số điện thoại này',
    taken: 'Số điện thoại đã thuộc về tài khoản khác',
    future: 'Ngày này chưa tới',
    duplicate: 'Trùng với một dòng phía trên trong tệp',
  },
};
