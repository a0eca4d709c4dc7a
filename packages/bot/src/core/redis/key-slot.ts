/** Hash slots of a Redis Cluster: 16384, CRC16 (XMODEM) of the key or of its `{hash tag}`. */
export const CLUSTER_SLOTS = 16_384;

const table = (() => {
  const t = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    let crc = i << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    t[i] = crc;
  }
  return t;
})();

function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) & 0xffff) ^ (table[((crc >> 8) ^ byte) & 0xff] as number);
  return crc;
}

/**
 * The part of a key the cluster hashes: the text between the first `{` and the next `}` when it is not empty,
 * else the whole key.
 * @see https://redis.io/docs/latest/operate/oss_and_stack/reference/cluster-spec/#hash-tags
 */
export function hashedPart(key: string): string {
  const open = key.indexOf('{');
  if (open === -1) return key;
  const close = key.indexOf('}', open + 1);
  if (close === -1 || close === open + 1) return key;
  return key.slice(open + 1, close);
}

/** The cluster slot of `key` (what `CLUSTER KEYSLOT` answers). */
export function keySlot(key: string): number {
  return crc16(new TextEncoder().encode(hashedPart(key))) % CLUSTER_SLOTS;
}

/**
 * Refuses keys of more than one slot, on any Redis: a script or transaction that would fail on a cluster
 * (CROSSSLOT) fails the same way on a single server, so tests against one catch it.
 */
export function assertOneSlot(keys: readonly string[], what: string): void {
  if (keys.length < 2) return;
  const slot = keySlot(keys[0] as string);
  for (const key of keys) {
    if (keySlot(key) !== slot) {
      throw new Error(`CROSSSLOT ${what}: ${keys[0]} and ${key} hash to different cluster slots`);
    }
  }
}

/** `keys` grouped by slot, in their order: each group can go in one multi-key command on a cluster. */
export function groupBySlot(keys: readonly string[]): string[][] {
  const groups = new Map<number, string[]>();
  for (const key of keys) {
    const slot = keySlot(key);
    const group = groups.get(slot);
    if (group) group.push(key);
    else groups.set(slot, [key]);
  }
  return [...groups.values()];
}
