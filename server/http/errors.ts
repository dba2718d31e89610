/**
 * The HTTP layer's own answers that carry headers the shop's errors (`server/errors.ts`) know nothing of:
 * a 405 names the methods the path allows.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 405,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }

  body(): Record<string, unknown> {
    return { detail: this.detail };
  }
}
