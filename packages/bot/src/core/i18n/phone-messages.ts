/** Why a number to dial or to store was refused (Italian, as the API's field messages; `fieldMessage` translates). */
export const phoneMessages = {
  invalid:
    'Numero non valido: usa le cifre, con un + iniziale per i numeri internazionali (spazi, punti, trattini e parentesi sono ammessi)',
} as const;
