/** Name of the job that plans (and, when due, takes) one account's reads of its call history. */
export const MISSED_READ_JOB = 'missed-read';
