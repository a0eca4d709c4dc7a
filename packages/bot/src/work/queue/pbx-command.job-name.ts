/** Name of the job that runs one PBX operation for a Slack user. */
export const PBX_COMMAND_JOB = 'pbx-command';
