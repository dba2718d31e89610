import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { InvalidError } from '~/server/errors';
import { CliError, cliFailureText } from './cli';

function optionFailure(argv: string[]): unknown {
  try {
    parseArgs({ args: argv, options: { products: { type: 'string' } } });
  } catch (error) {
    return error;
  }
  throw new Error('parseArgs accepted the options');
}

describe('cliFailureText', () => {
  it('prints an unknown option or a missing value as the message alone', () => {
    const unknown = cliFailureText(optionFailure(['--help']));
    expect(unknown).toContain("Unknown option '--help'");
    expect(unknown).not.toContain('    at ');
    const missing = cliFailureText(optionFailure(['--products']));
    expect(missing).toContain("'--products <value>' argument missing");
    expect(missing).not.toContain('    at ');
  });

  it("prints the user's own mistakes as their message and the shop's field errors one to a line", () => {
    expect(cliFailureText(new CliError('--engine must be pglite or postgres.'))).toBe(
      '--engine must be pglite or postgres.',
    );
    const invalid = new InvalidError('Check the fields.', {
      email: ['Enter a valid email.'],
      password: ['Too short.'],
    });
    expect(cliFailureText(invalid)).toBe('Enter a valid email.\nToo short.');
    expect(cliFailureText(new InvalidError('This file is not an Excel workbook.'))).toBe(
      'This file is not an Excel workbook.',
    );
  });

  it('keeps the stack of anything unexpected, so a bug can be found', () => {
    const text = cliFailureText(new TypeError('x is undefined'));
    expect(text).toContain('TypeError: x is undefined');
    expect(text).toContain('    at ');
  });
});
