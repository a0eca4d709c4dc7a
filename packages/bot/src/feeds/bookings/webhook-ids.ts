/** Callback and block ids of the `/pbx webhook` modal (`bookings_*`: not the core's `pbx_*` buttons). */
export const webhookIds = {
  view: 'bookings_webhook',
  secretBlock: 'bookings_webhook_secret',
} as const;
