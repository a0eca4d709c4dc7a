import type { Locale } from '../config/bot-config.schema.js';

/** The first three letters of a weekday (Italian or English, accents dropped) → ISO weekday. */
const DAYS: Record<string, number> = {
  lun: 1,
  mon: 1,
  mar: 2,
  tue: 2,
  mer: 3,
  wed: 3,
  gio: 4,
  thu: 4,
  ven: 5,
  fri: 5,
  sab: 6,
  sat: 6,
  dom: 7,
  sun: 7,
};

const GROUPS: Record<string, number[]> = {
  tutti: [1, 2, 3, 4, 5, 6, 7],
  all: [1, 2, 3, 4, 5, 6, 7],
  feriali: [1, 2, 3, 4, 5],
  weekdays: [1, 2, 3, 4, 5],
  weekend: [6, 7],
};

function day(word: string): number | undefined {
  const plain = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (plain.length < 3 || !/^[a-z]+$/.test(plain)) return undefined;
  return DAYS[plain.slice(0, 3)];
}

/**
 * `lun-ven`, `mon,wed,fri`, `sab-dom`, `feriali`, `weekend`, or ISO numbers (`1-5`) → sorted ISO weekdays.
 * A range may wrap (`ven-lun`). `undefined` when anything is not a day.
 */
export function parseDays(text: string): number[] | undefined {
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const word = part.trim();
    if (word === '') return undefined;
    const group = GROUPS[word.toLowerCase()];
    if (group) {
      for (const d of group) out.add(d);
      continue;
    }
    const [a, b, extra] = word.split('-');
    if (extra !== undefined || a === undefined) return undefined;
    const from = /^[1-7]$/.test(a) ? Number(a) : day(a);
    const to = b === undefined ? from : /^[1-7]$/.test(b) ? Number(b) : day(b);
    if (from === undefined || to === undefined) return undefined;
    for (let d = from, n = 0; n < 7; d = (d % 7) + 1, n++) {
      out.add(d);
      if (d === to) break;
    }
  }
  return out.size === 0 ? undefined : [...out].sort((x, y) => x - y);
}

/** `8-18`, `08:30-18:00`, `9:00-24:00` → `{ from: 'HH:MM', to: 'HH:MM' }` with from < to; else `undefined`. */
export function parseTimeRange(text: string): { from: string; to: string } | undefined {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?-(\d{1,2})(?:[:.](\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const time = (h: string | undefined, min: string | undefined) => {
    const hours = Number(h);
    const minutes = Number(min ?? '0');
    if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return undefined;
    return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  };
  const from = time(m[1], m[2]);
  const to = time(m[3], m[4]);
  if (!from || !to || from >= to || from === '24:00') return undefined;
  return { from, to };
}

/** Short weekday names, Monday first. */
const SHORT: Record<Locale, readonly string[]> = {
  it: ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'],
  en: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
};

/** ISO weekdays as the shortest readable text: `lun–ven`, `lun, mer, ven`. */
export function daysText(days: readonly number[], locale: Locale): string {
  const names = SHORT[locale];
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const contiguous = sorted.every((d, i) => i === 0 || d === (sorted[i - 1] ?? 0) + 1);
  if (sorted.length > 2 && contiguous)
    return `${names[(sorted[0] ?? 1) - 1]}–${names[(sorted.at(-1) ?? 7) - 1]}`;
  return sorted.map((d) => names[d - 1]).join(', ');
}
