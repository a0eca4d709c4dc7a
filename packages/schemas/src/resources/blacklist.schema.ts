import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../common/envelope.schema.js';
import { BlacklistName, BlacklistNumberValue, EntryDescription } from '../common/field-rules.schema.js';

/** @see pbx-api-reference.md "Blacklist number" */
export const BlacklistNumber = z
  .object({
    id: z.int().meta({ description: 'Needed to read, modify or delete the entry.' }),
    number: z.string().meta({ example: '^0899' }),
    description: z.string().nullable(),
  })
  .meta({ id: 'BlacklistNumber' });

const usedByRules = z.array(z.string()).meta({
  description:
    'VoIP numbers whose routing rules use this blacklist; empty means the blacklist is inactive (it blocks ' +
    'nothing until attached to a rule in the web dashboard).',
});

export const BlacklistSummary = z
  .object({ name: z.string(), numbers_count: z.int().min(0), used_by_rules: usedByRules })
  .meta({ id: 'BlacklistSummary' });

export const Blacklist = z
  .object({
    name: z.string(),
    numbers: z.array(BlacklistNumber),
    numbers_count: z.int().min(0),
    used_by_rules: usedByRules,
  })
  .meta({ id: 'Blacklist' });

export const CreateBlacklistRequest = z
  .strictObject({ name: BlacklistName })
  .meta({ id: 'CreateBlacklistRequest', example: { name: 'molesti' } });

export const AddBlacklistNumberRequest = z
  .strictObject({ number: BlacklistNumberValue, description: EntryDescription.nullable().optional() })
  .meta({
    id: 'AddBlacklistNumberRequest',
    example: { number: '+390298765432', description: 'Call center molesto' },
  });

export const UpdateBlacklistNumberRequest = z
  .strictObject({
    number: BlacklistNumberValue.optional(),
    description: EntryDescription.nullable()
      .optional()
      .meta({ description: 'Max 100 chars; an empty string (or null) removes it.' }),
  })
  .meta({
    id: 'UpdateBlacklistNumberRequest',
    description: 'Omitted fields keep their current value.',
    example: { description: 'Segnalato dai clienti' },
  });

export const BlacklistNameParam = z.string().min(1).meta({ description: 'Blacklist name.', example: 'spam' });

export const BlacklistListResponse = listEnvelope(BlacklistSummary).meta({ id: 'BlacklistListResponse' });
export const BlacklistResponse = okEnvelope(Blacklist).meta({ id: 'BlacklistResponse' });
export const BlacklistNumberListResponse = listEnvelope(BlacklistNumber).meta({
  id: 'BlacklistNumberListResponse',
});
export const BlacklistNumberResponse = okEnvelope(BlacklistNumber).meta({ id: 'BlacklistNumberResponse' });
export const BlacklistNumberDeletedResponse = okEnvelope(
  z.object({ id: z.int(), deleted: z.literal(true) }),
).meta({
  id: 'BlacklistNumberDeletedResponse',
  description: 'The vendor refers to this delete without showing it.',
  'x-inferred': true,
});

export type Blacklist = z.infer<typeof Blacklist>;
export type BlacklistSummary = z.infer<typeof BlacklistSummary>;
export type BlacklistNumber = z.infer<typeof BlacklistNumber>;
export type AddBlacklistNumberRequest = z.infer<typeof AddBlacklistNumberRequest>;
export type UpdateBlacklistNumberRequest = z.infer<typeof UpdateBlacklistNumberRequest>;
