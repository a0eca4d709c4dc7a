import { isRecord } from './guards.js';

/** Block Kit limits the sandbox enforces, as documented by Slack. */
export const blockLimits = {
  messageBlocks: 50,
  viewBlocks: 100,
  sectionText: 3000,
  sectionFields: 10,
  sectionFieldText: 2000,
  headerText: 150,
  actionsElements: 25,
  contextElements: 10,
  buttonText: 75,
  buttonValue: 2000,
  actionId: 255,
  blockId: 255,
  inputLabel: 2000,
  imageAltText: 2000,
  imageTitle: 2000,
  imageUrl: 3000,
} as const;

type Check = (value: unknown, pointer: string, errors: string[]) => void;

const tooLong = (max: number, pointer: string) =>
  `must be less than ${max + 1} characters [json-pointer:${pointer}]`;

function checkText(
  value: unknown,
  pointer: string,
  errors: string[],
  max: number,
  allowed: readonly string[] = ['plain_text', 'mrkdwn'],
): void {
  if (!isRecord(value)) {
    errors.push(`must provide an object [json-pointer:${pointer}]`);
    return;
  }
  if (typeof value.type !== 'string' || !allowed.includes(value.type)) {
    errors.push(`must be a valid enum value [json-pointer:${pointer}/type]`);
  }
  if (typeof value.text !== 'string') {
    errors.push(`missing required field: text [json-pointer:${pointer}/text]`);
  } else if (value.text.length > max) {
    errors.push(tooLong(max, `${pointer}/text`));
  } else if (value.text.length === 0) {
    errors.push(`must be more than 0 characters [json-pointer:${pointer}/text]`);
  }
}

function checkElement(element: unknown, pointer: string, errors: string[], actionIds: Set<string>): void {
  if (!isRecord(element) || typeof element.type !== 'string') {
    errors.push(`must provide an object with a type [json-pointer:${pointer}]`);
    return;
  }
  if (typeof element.action_id === 'string') {
    if (element.action_id.length > blockLimits.actionId)
      errors.push(tooLong(blockLimits.actionId, `${pointer}/action_id`));
    if (actionIds.has(element.action_id))
      errors.push(`duplicate action_id [json-pointer:${pointer}/action_id]`);
    actionIds.add(element.action_id);
  }
  if (element.type === 'button') {
    checkText(element.text, `${pointer}/text`, errors, blockLimits.buttonText, ['plain_text']);
    if (typeof element.value === 'string' && element.value.length > blockLimits.buttonValue) {
      errors.push(tooLong(blockLimits.buttonValue, `${pointer}/value`));
    }
  }
}

const checks: Record<string, (block: Record<string, unknown>, pointer: string, errors: string[]) => void> = {
  section(block, pointer, errors) {
    if (block.text === undefined && block.fields === undefined) {
      errors.push(`must provide either text or fields [json-pointer:${pointer}]`);
    }
    if (block.text !== undefined) checkText(block.text, `${pointer}/text`, errors, blockLimits.sectionText);
    if (block.fields !== undefined) {
      const fields = Array.isArray(block.fields) ? block.fields : [];
      if (fields.length > blockLimits.sectionFields) {
        errors.push(
          `no more than ${blockLimits.sectionFields} items allowed [json-pointer:${pointer}/fields]`,
        );
      }
      fields.forEach((f, i) => {
        checkText(f, `${pointer}/fields/${i}`, errors, blockLimits.sectionFieldText);
      });
    }
    if (block.accessory !== undefined)
      checkElement(block.accessory, `${pointer}/accessory`, errors, new Set());
  },
  header(block, pointer, errors) {
    checkText(block.text, `${pointer}/text`, errors, blockLimits.headerText, ['plain_text']);
  },
  actions(block, pointer, errors) {
    const elements = Array.isArray(block.elements) ? block.elements : [];
    if (elements.length === 0)
      errors.push(`must provide at least 1 element [json-pointer:${pointer}/elements]`);
    if (elements.length > blockLimits.actionsElements) {
      errors.push(
        `no more than ${blockLimits.actionsElements} items allowed [json-pointer:${pointer}/elements]`,
      );
    }
    const ids = new Set<string>();
    elements.forEach((e, i) => {
      checkElement(e, `${pointer}/elements/${i}`, errors, ids);
    });
  },
  context(block, pointer, errors) {
    const elements = Array.isArray(block.elements) ? block.elements : [];
    if (elements.length === 0)
      errors.push(`must provide at least 1 element [json-pointer:${pointer}/elements]`);
    if (elements.length > blockLimits.contextElements) {
      errors.push(
        `no more than ${blockLimits.contextElements} items allowed [json-pointer:${pointer}/elements]`,
      );
    }
  },
  image(block, pointer, errors) {
    if (typeof block.alt_text !== 'string' || block.alt_text.length === 0)
      errors.push(`missing required field: alt_text [json-pointer:${pointer}/alt_text]`);
    else if (block.alt_text.length > blockLimits.imageAltText)
      errors.push(tooLong(blockLimits.imageAltText, `${pointer}/alt_text`));
    if (block.title !== undefined)
      checkText(block.title, `${pointer}/title`, errors, blockLimits.imageTitle, ['plain_text']);
    const byUrl = block.image_url !== undefined;
    const byFile = block.slack_file !== undefined;
    if (byUrl === byFile)
      errors.push(`must provide exactly one of image_url or slack_file [json-pointer:${pointer}]`);
    if (byUrl && (typeof block.image_url !== 'string' || block.image_url.length > blockLimits.imageUrl))
      errors.push(`must provide a valid image_url [json-pointer:${pointer}/image_url]`);
    if (byFile) {
      const file = block.slack_file;
      const hasId = isRecord(file) && typeof file.id === 'string' && file.id !== '';
      const hasUrl = isRecord(file) && typeof file.url === 'string' && file.url !== '';
      if (hasId === hasUrl)
        errors.push(`must provide exactly one of id or url [json-pointer:${pointer}/slack_file]`);
    }
  },
  input(block, pointer, errors) {
    checkText(block.label, `${pointer}/label`, errors, blockLimits.inputLabel, ['plain_text']);
    if (block.element === undefined) errors.push(`missing required field: element [json-pointer:${pointer}]`);
    else checkElement(block.element, `${pointer}/element`, errors, new Set());
  },
};

/**
 * Validates blocks against the Block Kit limits Slack enforces; returns Slack-style error strings (empty when valid).
 * @see https://docs.slack.dev/reference/block-kit/blocks
 */
export function validateBlocks(
  blocks: unknown,
  pointer = '/blocks',
  maxBlocks: number = blockLimits.messageBlocks,
): string[] {
  const errors: string[] = [];
  if (!Array.isArray(blocks)) return [`must provide an array [json-pointer:${pointer}]`];
  if (blocks.length > maxBlocks)
    errors.push(`no more than ${maxBlocks} items allowed [json-pointer:${pointer}]`);
  const blockIds = new Set<string>();
  blocks.forEach((block, i) => {
    const at = `${pointer}/${i}`;
    if (!isRecord(block) || typeof block.type !== 'string') {
      errors.push(`must provide an object with a type [json-pointer:${at}]`);
      return;
    }
    if (typeof block.block_id === 'string') {
      if (block.block_id.length > blockLimits.blockId)
        errors.push(tooLong(blockLimits.blockId, `${at}/block_id`));
      if (blockIds.has(block.block_id)) errors.push(`duplicate block_id [json-pointer:${at}/block_id]`);
      blockIds.add(block.block_id);
    }
    checks[block.type]?.(block, at, errors);
  });
  return errors;
}

const viewTextLimit = 24;

/**
 * Validates a modal view (title/submit/close ≤ 24 chars, ≤ 100 blocks, private_metadata ≤ 3000).
 * @see https://docs.slack.dev/reference/views/modal-views
 */
export function validateView(view: unknown): string[] {
  if (!isRecord(view)) return ['must provide an object [json-pointer:/view]'];
  const errors: string[] = [];
  if (view.type !== 'modal' && view.type !== 'home')
    errors.push('must be a valid enum value [json-pointer:/view/type]');
  if (view.type === 'modal') checkText(view.title, '/view/title', errors, viewTextLimit, ['plain_text']);
  const check: Check = (value, pointer, errs) => {
    if (value !== undefined) checkText(value, pointer, errs, viewTextLimit, ['plain_text']);
  };
  check(view.submit, '/view/submit', errors);
  check(view.close, '/view/close', errors);
  if (typeof view.private_metadata === 'string' && view.private_metadata.length > 3000) {
    errors.push(tooLong(3000, '/view/private_metadata'));
  }
  if (typeof view.callback_id === 'string' && view.callback_id.length > 255) {
    errors.push(tooLong(255, '/view/callback_id'));
  }
  errors.push(...validateBlocks(view.blocks, '/view/blocks', blockLimits.viewBlocks));
  const hasInput = Array.isArray(view.blocks) && view.blocks.some((b) => isRecord(b) && b.type === 'input');
  if (view.type === 'modal' && hasInput && view.submit === undefined) {
    errors.push('must provide submit when the view has input blocks [json-pointer:/view/submit]');
  }
  return errors;
}
