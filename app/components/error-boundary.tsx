import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '~/domain/messages';

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

/** The spec's error panel: a title, an optional hint and the error's own text. */
export function ErrorPanel({ title, hint, detail }: { title: string; hint?: string; detail: string }) {
  return (
    <section
      role="alert"
      className="mx-auto my-12 w-full max-w-xl rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center"
    >
      <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-red-600" />
      <h1 className="mt-4 text-xl font-bold text-red-900">{title}</h1>
      {hint && <p className="mt-2 text-red-800">{hint}</p>}
      {detail && (
        <pre className="mt-4 overflow-x-auto rounded-lg bg-white/70 px-3 py-2 text-left text-sm whitespace-pre-wrap text-red-900">
          {detail}
        </pre>
      )}
    </section>
  );
}

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches render errors in a part of the page so the rest of it keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPanel
        title={messages.errorBoundary.title}
        hint={messages.errorBoundary.hint}
        detail={errorText(this.state.error)}
      />
    );
  }
}
