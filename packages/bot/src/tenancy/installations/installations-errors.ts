/** The installations database cannot be opened or migrated; the message says what and where. */
export class InstallationsDbError extends Error {
  override readonly name = 'InstallationsDbError';
}

/** Starting an installable app where it cannot work: a one-sentence reason. */
export class InstallsConfigError extends Error {
  override readonly name = 'InstallsConfigError';
}
