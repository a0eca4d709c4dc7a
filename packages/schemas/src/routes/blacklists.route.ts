import { z } from 'zod';
import { IdParam } from '../common/formats.schema.js';
import { messages } from '../common/messages.js';
import {
  AddBlacklistNumberRequest,
  BlacklistListResponse,
  BlacklistNameParam,
  BlacklistNumberDeletedResponse,
  BlacklistNumberListResponse,
  BlacklistNumberResponse,
  BlacklistResponse,
  CreateBlacklistRequest,
  UpdateBlacklistNumberRequest,
} from '../resources/blacklist.schema.js';
import { defineRoute, errorResponse, plainError } from './contract.js';

const NameParams = z.object({ name: BlacklistNameParam });
const EntryParams = z.object({
  name: BlacklistNameParam,
  id: IdParam.meta({ description: 'Id of the entry in this blacklist.', example: 1 }),
});
const blacklistNotFound = plainError('No such blacklist', messages.blacklistNotFound);
const entryNotFound = plainError(
  'Id unknown in this blacklist (or of another one)',
  messages.blacklistNumberNotFound,
);
const notFound = errorResponse('plain', 'Unknown blacklist.', { blacklist: blacklistNotFound });
const entryMissing = errorResponse('plain', 'Unknown blacklist, or an id that is not in this blacklist.', {
  blacklist: blacklistNotFound,
  entry: entryNotFound,
});
const badNumber = {
  chars: plainError('Forbidden characters', messages.blacklistNumberInvalid),
  long: plainError('Over 25 characters', messages.fieldTooLong('number', 25)),
  description: plainError('Description over 100 characters', messages.fieldTooLong('description', 100)),
};
const duplicate = errorResponse('plain', 'The number is already in this blacklist.', {
  duplicate: plainError('Already present', messages.blacklistNumberExists),
});

/** Endpoint 17. */
export const listBlacklists = defineRoute({
  method: 'get',
  path: '/v1/blacklists',
  operationId: 'listBlacklists',
  tag: 'Blacklists',
  summary: 'List blacklists',
  description: 'Every blacklist with its number of entries and the VoIP numbers whose rules use it.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: {},
  responses: { 200: { description: 'The blacklists.', schema: BlacklistListResponse } },
});

/** Endpoint 18. @see pbx-api-reference.md "Rules per endpoint" 2 */
export const createBlacklist = defineRoute({
  method: 'post',
  path: '/v1/blacklists',
  operationId: 'createBlacklist',
  tag: 'Blacklists',
  summary: 'Create a blacklist',
  description:
    'Creates an empty blacklist. It blocks nothing until attached to a routing rule in the web dashboard (not ' +
    'through this interface). Name: 1–50 chars, letters, digits, `_`, `-`.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { body: CreateBlacklistRequest },
  responses: {
    201: { description: 'Created, empty and inactive.', schema: BlacklistResponse },
    400: errorResponse('plain', 'Invalid name.', {
      chars: plainError('Forbidden characters', messages.blacklistNameInvalid),
      long: plainError('Over 50 characters', messages.blacklistNameTooLong),
      missing: plainError('No name', messages.requiredField('name')),
    }),
    409: errorResponse('plain', 'A blacklist with this name exists.', {
      duplicate: plainError('Name taken', messages.blacklistNameExists),
    }),
  },
});

/** Endpoint 19. */
export const getBlacklist = defineRoute({
  method: 'get',
  path: '/v1/blacklists/{name}',
  operationId: 'getBlacklist',
  tag: 'Blacklists',
  summary: 'Blacklist detail',
  description: 'A blacklist with all its numbers.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { params: NameParams },
  responses: { 200: { description: 'The blacklist.', schema: BlacklistResponse }, 404: notFound },
});

/** Endpoint 20. */
export const listBlacklistNumbers = defineRoute({
  method: 'get',
  path: '/v1/blacklists/{name}/numbers',
  operationId: 'listBlacklistNumbers',
  tag: 'Blacklists',
  summary: 'Numbers of a blacklist',
  description: 'The entries of a blacklist.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { params: NameParams },
  responses: { 200: { description: 'The entries.', schema: BlacklistNumberListResponse }, 404: notFound },
});

/** Endpoint 21. */
export const addBlacklistNumber = defineRoute({
  method: 'post',
  path: '/v1/blacklists/{name}/numbers',
  operationId: 'addBlacklistNumber',
  tag: 'Blacklists',
  summary: 'Add a number to a blacklist',
  description:
    'Adds a number (max 25 chars: digits, `+`, `*`, `#`; a leading `^` blocks every number starting with the ' +
    'digits after it). It is blocked at once on every rule that uses the blacklist.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { params: NameParams, body: AddBlacklistNumberRequest },
  responses: {
    201: { description: 'Added.', schema: BlacklistNumberResponse },
    400: errorResponse('plain', 'Invalid number or description.', badNumber),
    404: notFound,
    409: duplicate,
  },
});

/** Endpoint 22. @see pbx-api-reference.md "Rules per endpoint" 3 */
export const getBlacklistNumber = defineRoute({
  method: 'get',
  path: '/v1/blacklists/{name}/numbers/{id}',
  operationId: 'getBlacklistNumber',
  tag: 'Blacklists',
  summary: 'One number of a blacklist',
  description: 'One entry. 404 also when the id exists but belongs to another blacklist.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { params: EntryParams },
  responses: { 200: { description: 'The entry.', schema: BlacklistNumberResponse }, 404: entryMissing },
});

/** Endpoint 23. */
export const updateBlacklistNumber = defineRoute({
  method: 'put',
  path: '/v1/blacklists/{name}/numbers/{id}',
  operationId: 'updateBlacklistNumber',
  tag: 'Blacklists',
  summary: 'Change a number of a blacklist',
  description:
    'Changes the number and/or the description; omitted fields keep their value, an empty `description` removes it.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { params: EntryParams, body: UpdateBlacklistNumberRequest },
  responses: {
    200: { description: 'The entry as changed.', schema: BlacklistNumberResponse },
    400: errorResponse('plain', 'Invalid number or description.', badNumber),
    404: entryMissing,
    409: duplicate,
  },
});

/** Referred to by the reference ("Rules per endpoint" 10) without request or response. */
export const deleteBlacklistNumber = defineRoute({
  method: 'delete',
  path: '/v1/blacklists/{name}/numbers/{id}',
  operationId: 'deleteBlacklistNumber',
  tag: 'Blacklists',
  summary: 'Remove a number from a blacklist',
  description: 'Removes one entry; calls from that number are no longer blocked by this blacklist.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  inferred: 'The vendor refers to deleting an entry by id but shows neither request nor response.',
  request: { params: EntryParams },
  responses: {
    200: { description: 'Removed.', schema: BlacklistNumberDeletedResponse, inferred: 'Response not shown.' },
    404: entryMissing,
  },
});
