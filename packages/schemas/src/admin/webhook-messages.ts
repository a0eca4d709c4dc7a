/** Italian messages of the sandbox's webhook administration (plain envelope). */
export const webhookAdminMessages = {
  endpointNotFound: 'Endpoint webhook non trovato',
  deliveryNotFound: 'Consegna webhook non trovata',
  endpointDisabled: 'Endpoint webhook disattivato: non riceve più eventi',
  urlNotAllowed:
    'Indirizzo non consentito: il server non invia webhook a indirizzi privati, locali o di loopback',
  invalidUrl: 'URL non valido: usa un indirizzo http:// o https:// senza credenziali',
} as const;
