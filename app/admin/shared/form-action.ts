import { useState, type FormEvent } from 'react';
import { useFetcher, type ShouldRevalidateFunction } from 'react-router';
import type { z } from 'zod';
import { hasMessages, type FieldMessages, type FormNotice } from './form-state';

/** What a form's `clientAction` answers: the notice to show and, on a refusal, the messages by field path. */
export interface FormResult {
  notice: FormNotice;
  errors?: FieldMessages;
}

/** Lists and forms whose actions say whether anything changed: the router reloads only when something did. */
export const whenChanged: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { changed?: boolean } | undefined)?.changed === false ? false : defaultShouldRevalidate;

/**
 * A form route's `shouldRevalidate`: a refused form (by its schema in the browser, or by the server: an error
 * notice or field messages) changed nothing, so the screen's data is not loaded again; anything else
 * revalidates as the router does by default.
 */
export const unlessRefused: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  const result = actionResult as Partial<FormResult> | undefined;
  return result?.notice?.tone === 'error' || hasMessages(result?.errors ?? {})
    ? false
    : defaultShouldRevalidate;
};

/**
 * What a route's action was sent: a JSON submission as it is, or a form's text fields by name. A route whose
 * own editor posts JSON also takes the form posts of shared parts shown on it (EmailList's resend).
 */
export async function submitted(request: Request): Promise<Record<string, unknown>> {
  if (request.headers.get('Content-Type')?.includes('application/json')) {
    return (await request.json()) as Record<string, unknown>;
  }
  return formValues(request);
}

/** A submitted form's text fields by name (files and repeated names aside). */
export async function formValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [name, value] of await request.formData()) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * The messages of a zod schema for the values, keyed by path (`lines.0.quantity`) as the API nests its 400
 * answers; the first message a path. The browser checks a form with the very schema the server parses it with,
 * so a refusal reads the same before any request as after one.
 */
export function schemaMessages(schema: z.ZodType, values: unknown): FieldMessages {
  const result = schema.safeParse(values);
  const messages: FieldMessages = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    messages[path] ??= issue.message;
  }
  return messages;
}

/**
 * The field messages of an action's answer, each hidden again once its field is edited: `forget(name)` hides the
 * messages at `name` and under it (`items` hides `items.1.quantity`), as a form's `onChange` does for the field
 * it names. Edits count for the answer they follow; the next answer shows all of its messages.
 */
export function useFieldMessages(result: { errors?: FieldMessages } | undefined) {
  const [edited, setEdited] = useState<{ after: unknown; names: string[] }>({ after: undefined, names: [] });
  const names = edited.after === result ? edited.names : [];
  const errors: FieldMessages = Object.fromEntries(
    Object.entries(result?.errors ?? {}).filter(
      ([path]) => !names.some((name) => path === name || path.startsWith(`${name}.`)),
    ),
  );
  const forget = (name: string) => {
    if (name && !names.includes(name)) setEdited({ after: result, names: [...names, name] });
  };
  return {
    errors,
    forget,
    /** The form's onChange: the edited field's message goes. */
    onChange: (event: FormEvent<HTMLFormElement>) => forget((event.target as HTMLInputElement).name),
  };
}

/**
 * A form that posts to its route's `clientAction` through a fetcher: busy while the action runs, the action's
 * notice, and its field messages, each hidden again once its field is edited. `R` is a route's own result
 * when it answers more than a FormResult.
 */
export function useActionForm<R extends FormResult = FormResult>() {
  const fetcher = useFetcher<R>();
  // A client action's answer reaches the fetcher as it is (SerializeFrom of a plain object is the object).
  const result = fetcher.data as R | undefined;
  const { errors, forget, onChange } = useFieldMessages(result);
  return {
    fetcher,
    result,
    busy: fetcher.state !== 'idle',
    errors,
    done: result?.notice.tone === 'success',
    /** The field's message goes: for inputs whose edits the form's onChange does not see by name. */
    edit: forget,
    onChange,
  };
}
