/** Italian messages of the telephone simulator (`/_sim`) that the shared catalog does not hold. */
export const simMessages = {
  voipNumberNotFound: 'Numerazione non trovata',
} as const;
