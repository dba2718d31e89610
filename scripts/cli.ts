import { DataDirLockedError } from '~/db/client';
import { EnvError } from '~/server/env';
import { ShopError } from '~/server/errors';

/** A failure caused by the user's input: printed as its message alone. */
export class CliError extends Error {}

/**
 * node:util's parseArgs refuses an unknown option or a missing value with these codes: the user's input, not a
 * bug in the script.
 */
function isOptionError(error: unknown): error is Error {
  return (
    error instanceof Error && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS_')
  );
}

/** A failure as the person at the terminal reads it: known ones as their message alone, anything else with its stack. */
export function cliFailureText(error: unknown): string {
  if (error instanceof ShopError) return Object.values(error.fields).flat().join('\n') || error.detail;
  if (
    error instanceof EnvError ||
    error instanceof DataDirLockedError ||
    error instanceof CliError ||
    isOptionError(error)
  )
    return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Runs a command-line entry point and ends the process with its failure's text. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${cliFailureText(error)}\n`);
    process.exit(1);
  });
}
