import { execFile } from 'node:child_process';

/** Output of a finished command. */
export interface CommandOutput {
  stdout: string;
  stderr: string;
}

/**
 * Runs a command without a shell; rejects with its exit code, stdout and stderr in the message, so a failing
 * build or install explains itself in the test report.
 */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<CommandOutput> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd: options.cwd, env: options.env ?? process.env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          reject(
            new Error(
              `${command} ${args.join(' ')} (in ${options.cwd}) failed: ${error.message}\n${stdout}\n${stderr}`,
            ),
          );
        } else {
          resolve({ stdout, stderr });
        }
      },
    );
  });
}
