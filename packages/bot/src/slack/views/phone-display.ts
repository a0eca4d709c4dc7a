/**
 * A phone number as people read it: `+393331234567` → `+39 333 123 4567`, `3331234567` → `333 123 4567`,
 * `0612345678` → `06 1234 5678`, `0331234567` → `0331 234567`. Anything it does not recognise (short codes,
 * foreign numbers, text) is shown as it is.
 */
export function displayPhoneNumber(number: string): string {
  const trimmed = number.trim();
  if (!/^\+?\d+$/.test(trimmed)) return trimmed;
  if (trimmed.startsWith('+39')) {
    const national = displayItalian(trimmed.slice(3));
    return national === undefined ? trimmed : `+39 ${national}`;
  }
  if (trimmed.startsWith('0039')) {
    const national = displayItalian(trimmed.slice(4));
    return national === undefined ? trimmed : `+39 ${national}`;
  }
  if (trimmed.startsWith('+')) return trimmed;
  return displayItalian(trimmed) ?? trimmed;
}

function displayItalian(digits: string): string | undefined {
  // mobile 3xx xxx xxxx; toll-free and shared-cost 8xx xxx xxx
  if (/^(3\d{9}|8\d{8})$/.test(digits))
    return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  if (!/^0\d{5,10}$/.test(digits)) return undefined;
  // Milan and Rome have two-digit area codes; the others are read with three or four
  const area = /^0[26]/.test(digits) ? 2 : digits.length >= 10 ? 4 : 3;
  const rest = digits.slice(area);
  const split = rest.length === 8 ? `${rest.slice(0, 4)} ${rest.slice(4)}` : rest;
  return `${digits.slice(0, area)} ${split}`;
}

/**
 * The digits two spellings of one number share (`+39 333…`, `0039 333…`, `333…` → `333…`): the national
 * digits, for comparing a caller with the number a call went to.
 */
export function comparablePhoneDigits(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  if (digits.startsWith('+39')) return digits.slice(3);
  if (digits.startsWith('0039')) return digits.slice(4);
  if (digits.startsWith('+')) return digits.slice(1);
  if (digits.startsWith('00')) return digits.slice(2);
  return digits;
}
