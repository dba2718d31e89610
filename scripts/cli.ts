import { DataDirLockedError } from '~/db/client';
import { EnvError } from '~/server/env';
import { ShopError } from '~/server/errors';

/** A failure caused by the user's input: printed as its message alone. */
export class CliError extends Error {}

/** Runs a command-line entry point: known failures print as one readable message, anything else with its stack. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    let text: string;
    if (error instanceof ShopError) text = Object.values(error.fields).flat().join('\n') || error.detail;
    else if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof CliError)
      text = error.message;
    else text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`${text}\n`);
    process.exit(1);
  });
}
