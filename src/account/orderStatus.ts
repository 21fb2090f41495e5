/** The chip colour of each order status, wherever an order is shown (bookings, trips). */
export const ORDER_STATUS_COLOR = {
  SUCCESSFUL: 'success',
  PENDING: 'warning',
  PROCESSING: 'info',
  FAILED: 'error',
  CANCELLED: 'default',
  REFUNDED: 'default',
} as const;

export type OrderStatus = keyof typeof ORDER_STATUS_COLOR;
