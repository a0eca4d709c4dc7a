import { publicDocument } from './documents.js';

/** Prints the generated spec's operation count per tag (a quick look at the contract). */
const doc = publicDocument();
const perTag = new Map<string, number>();
let total = 0;
for (const item of Object.values(doc.paths ?? {})) {
  for (const op of Object.values(item as Record<string, { tags?: string[] }>)) {
    for (const tag of op.tags ?? []) perTag.set(tag, (perTag.get(tag) ?? 0) + 1);
    total++;
  }
}
console.log(`${doc.info.title} ${doc.info.version}: ${total} operations`);
for (const [tag, count] of perTag) console.log(`  ${tag.padEnd(16)} ${count}`);
console.log(`  schemas: ${Object.keys(doc.components?.schemas ?? {}).length}`);
