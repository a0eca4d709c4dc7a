/** Callback and block ids of the connect modal (`connect_*`: not the core's `pbx_*` buttons). */
export const connectIds = {
  formView: 'connect_form',
  confirmView: 'connect_confirm',
  urlBlock: 'connect_url',
  keyBlock: 'connect_key',
} as const;
