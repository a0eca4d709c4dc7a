import {
  type Extension,
  type ExtensionStatus,
  type ExtensionStatusValue,
  extensionStatusOnline,
} from '@centralino/schemas';
import type { ExtensionRow } from './find-extension.js';

/** An extension as the list and the detail show it. @see ../../../../shared/pbx-api-reference.md#extension-list-item */
export function extensionView(row: ExtensionRow): Extension {
  return {
    id: row.id,
    extension: row.extension,
    internal_number: row.internalNumber,
    description: row.description,
    outbound_provider: row.outboundProvider as Extension['outbound_provider'],
  };
}

/** Registration state of an extension; `is_online` is derived from the state. */
export function extensionStatusView(row: ExtensionRow, status: ExtensionStatusValue): ExtensionStatus {
  return {
    extension: row.extension,
    internal_number: row.internalNumber,
    description: row.description,
    status,
    is_online: extensionStatusOnline[status],
  };
}
