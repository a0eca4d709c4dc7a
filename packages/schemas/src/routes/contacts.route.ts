import { z } from 'zod';
import { IdParam } from '../common/formats.schema.js';
import { messages } from '../common/messages.js';
import { ContactResponse, UpdateContactRequest } from '../resources/contact.schema.js';
import { defineRoute, errorResponse, plainError } from './contract.js';

const IdParams = z.object({ id: IdParam.meta({ example: 7 }) });
const notFound = errorResponse('plain', 'Unknown contact.', {
  unknown: plainError('No such contact', messages.contactNotFound),
});

/** Endpoint 25. */
export const getContact = defineRoute({
  method: 'get',
  path: '/v1/contacts/{id}',
  operationId: 'getContact',
  tag: 'Contacts',
  summary: 'A contact',
  description: 'One directory contact.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { params: IdParams },
  responses: { 200: { description: 'The contact.', schema: ContactResponse }, 404: notFound },
});

/** Endpoint 26. @see pbx-api-reference.md "Rules per endpoint" 4 */
export const updateContact = defineRoute({
  method: 'put',
  path: '/v1/contacts/{id}',
  operationId: 'updateContact',
  tag: 'Contacts',
  summary: 'Change a contact',
  description:
    'Only fields present change; `null` or an empty string clears `company` and `notes`. Limits: number 25, ' +
    'name 80, company 50, notes 255 chars; the number is unique in the directory. Editing stays allowed when ' +
    'the account has reached its 4000 contacts.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { params: IdParams, body: UpdateContactRequest },
  responses: {
    200: { description: 'The contact as changed.', schema: ContactResponse },
    400: errorResponse(
      'plain',
      'A field is too long or invalid; the message names the field and its limit.',
      {
        name: plainError('name over 80', messages.fieldTooLong('name', 80)),
        company: plainError('company over 50', messages.fieldTooLong('company', 50)),
      },
    ),
    404: notFound,
    409: errorResponse('plain', 'Another contact has this number.', {
      duplicate: plainError('Number taken', messages.contactNumberExists),
    }),
  },
});
