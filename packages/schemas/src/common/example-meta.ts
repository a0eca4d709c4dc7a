/**
 * Schema metadata key of a parameter that is an alternative form of another (`from`/`to` instead of `date`): the
 * spec shows its example as a named one (`examples`), so a tool that sends every parameter's `example` builds a
 * request of one form only. The key is removed from the generated spec.
 */
export const ALTERNATIVE_TO = 'x-alternative-to';
