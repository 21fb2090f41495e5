/** The 2C2P channels Wayfare offers (docs/checkout.md "2C2P"): p2c2p_options lists them, creat_p2c2p_payment takes one. */
/**
 * The 2C2P channels offered, by 2C2P's channel code (the `paymentChannel` of a payment token),
 * with the category and group 2C2P files them under. Logos are served from /payments/2c2p/.
 */
export const P2C2P_CHANNELS = [
  { channel_code: 'CC', category_code: 'GCARD', group_code: 'CC', name: 'Thẻ tín dụng / ghi nợ' },
  { channel_code: 'QR', category_code: 'QR', group_code: 'QR', name: 'Quét mã QR' },
  { channel_code: 'DPAY', category_code: 'DPAY', group_code: 'EWALLET', name: 'Ví điện tử' },
] as const;

/**
 * The 2C2P channel an order or attempt was paid through, kept in its payment details
 * (`channel_code`), as a fragment to spread into new details; null when none.
 */
export const channelOf = (details: Record<string, unknown> | null) =>
  typeof details?.channel_code === 'string' ? { channel_code: details.channel_code } : null;
