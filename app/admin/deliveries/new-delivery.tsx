import { Loader2, ScanBarcode, Truck } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { redirect } from 'react-router';
import { adminMessages } from '~/domain/admin-messages';
import { shopDate } from '~/domain/quotation';
import { normalizeSerial } from '~/domain/serials';
import type { ShipmentInput } from '~/domain/shipment';
import type { DeliverableOrder } from '~/domain/views';
import { adminPaths } from '../../lib/admin-paths';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { backOfficeMeta } from '../../lib/company';
import { requireStaff } from '../shared/admin-session';
import { withReason } from '../shared/failure-reason';
import { unlessRefused, useActionForm, type FormResult } from '../shared/form-action';
import { hasMessages, serverFieldMessages, type FieldMessages } from '../shared/form-state';
import { orderNumber } from '../shared/labels';
import { leaveNotice } from '../shared/left-notice';
import {
  AdminPageHeader,
  buttonClass,
  inputClass,
  labelClass,
  LinkButton,
  Notice,
  Panel,
} from '../shared/ui';
import type { Route } from './+types/new-delivery';

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta('Record a delivery | Back office', matches);
}

const text = adminMessages.shipments;

export const shouldRevalidate = unlessRefused;

/** The order's lines with what is still to deliver; a missing or unreadable order is said on the screen. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff();
  const id = Number(new URL(request.url).searchParams.get('order'));
  if (!Number.isInteger(id) || id <= 0) return { deliverable: null };
  try {
    return {
      deliverable: await unwrap(api.GET('/api/orders/{id}/deliverable/', { params: { path: { id } } })),
    };
  } catch {
    return { deliverable: null };
  }
}

/**
 * The server's messages under the screen's own names: the request's `lines.2.serials.1` is the third line
 * sent, which the screen knows by its order item (`items.57.serials.1`), since lines left at 0 are not sent.
 */
function byOrderItem(errors: FieldMessages, sent: ShipmentInput['lines']): FieldMessages {
  const mapped: FieldMessages = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^lines\.(\d+)(\..*)?$/.exec(path);
    const line = match ? sent[Number(match[1])] : undefined;
    mapped[line ? `items.${line.order_item}${match![2] ?? ''}` : path] = message;
  }
  return mapped;
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormResult> {
  const body = (await request.json()) as ShipmentInput;
  let number: string;
  try {
    number = (await unwrap(api.POST('/api/shipments/', { body }))).number;
  } catch (failure) {
    const failed = failure instanceof ApiError ? failure.body : null;
    const errors = byOrderItem(serverFieldMessages(failed), body.lines);
    const serials = Object.keys(errors).some((path) => path.includes('.serials'));
    return {
      errors,
      notice: { tone: 'error', text: serials ? text.serialsInvalid : withReason(text.saveFailed, failed) },
    };
  }
  leaveNotice(adminPaths.deliveries, { tone: 'success', text: text.recorded(number) });
  throw redirect(adminPaths.deliveries);
}

type Line = DeliverableOrder['lines'][number];
interface Entry {
  quantity: string;
  serials: string[];
}

const quantityOf = (entry: Entry) => (/^\d+$/.test(entry.quantity.trim()) ? Number(entry.quantity) : 0);

/** Serials entered more than once across the delivery, by the input (`items.57.serials.2`) of each repeat. */
function repeatedSerials(lines: Line[], entries: Record<number, Entry>): FieldMessages {
  const messages: FieldMessages = {};
  const seen = new Map<string, true>();
  for (const line of lines.filter((candidate) => candidate.serialized)) {
    entries[line.order_item]!.serials.forEach((raw, index) => {
      const serial = normalizeSerial(raw);
      if (!serial) return;
      const key = `${line.product}:${serial}`;
      if (seen.has(key)) messages[`items.${line.order_item}.serials.${index}`] = text.serialRepeated(serial);
      seen.set(key, true);
    });
  }
  return messages;
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

function SerialInputs({
  line,
  entry,
  errors,
  register,
  onChange,
  onEnter,
}: {
  line: Line;
  entry: Entry;
  errors: FieldMessages;
  register: (index: number, input: HTMLInputElement | null) => void;
  onChange: (index: number, value: string) => void;
  onEnter: (index: number) => void;
}) {
  const count = quantityOf(entry);
  if (count === 0) return null;
  return (
    <fieldset className="mt-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3">
      <legend className="flex items-center gap-1.5 px-1 text-xs font-semibold text-slate-600">
        <ScanBarcode aria-hidden="true" className="size-4" />
        Serial numbers: scan or type one per unit; Enter moves to the next
      </legend>
      <FieldMessage id={`serials-${line.order_item}`} message={errors[`items.${line.order_item}.serials`]} />
      <ol className="grid gap-2 sm:grid-cols-2">
        {Array.from({ length: count }, (_, index) => {
          const name = `items.${line.order_item}.serials.${index}`;
          const message = errors[name];
          return (
            <li key={index}>
              <label htmlFor={name} className="sr-only">
                {`${line.product_name}: serial ${index + 1} of ${count}`}
              </label>
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="w-6 text-right text-xs text-slate-500 tabular-nums">
                  {index + 1}
                </span>
                <input
                  id={name}
                  name={name}
                  ref={(input) => register(index, input)}
                  value={entry.serials[index] ?? ''}
                  onChange={(event) => onChange(index, event.target.value)}
                  onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                    if (event.key !== 'Enter') return;
                    event.preventDefault();
                    onEnter(index);
                  }}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${name}-error` : undefined}
                  className={`${inputClass} font-mono uppercase ${message ? 'border-red-400' : ''}`}
                />
              </div>
              <FieldMessage id={`${name}-error`} message={message} />
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

function DeliveryForm({ deliverable }: { deliverable: DeliverableOrder }) {
  const form = useActionForm();
  const open = deliverable.lines.filter((line) => line.remaining > 0);
  const [entries, setEntries] = useState<Record<number, Entry>>(() =>
    Object.fromEntries(
      deliverable.lines.map((line) => [
        line.order_item,
        { quantity: String(line.remaining), serials: line.serialized ? Array(line.remaining).fill('') : [] },
      ]),
    ),
  );
  const [deliveredOn, setDeliveredOn] = useState(() => shopDate(new Date()));
  const [notes, setNotes] = useState('');
  const [tried, setTried] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const submit = useRef<HTMLButtonElement>(null);

  const repeated = repeatedSerials(open, entries);
  const empty: FieldMessages = {};
  for (const line of open.filter((candidate) => candidate.serialized)) {
    const entry = entries[line.order_item]!;
    for (let index = 0; index < quantityOf(entry); index++) {
      if (!entry.serials[index]?.trim())
        empty[`items.${line.order_item}.serials.${index}`] = text.serialEmpty;
    }
  }
  const local: FieldMessages = { ...(tried ? empty : {}), ...repeated };
  const errors: FieldMessages = { ...form.errors, ...local };

  /** Every serial input in screen order, so Enter after a scan lands on the next unit's input. */
  const serialKeys = open.flatMap((line) =>
    line.serialized
      ? Array.from(
          { length: quantityOf(entries[line.order_item]!) },
          (_, index) => `${line.order_item}:${index}`,
        )
      : [],
  );
  const focusAfter = (key: string) => {
    const next = serialKeys[serialKeys.indexOf(key) + 1];
    (next ? inputs.current.get(next) : submit.current)?.focus();
  };

  const update = (line: Line, change: Partial<Entry>) => {
    setEntries((current) => {
      const entry = { ...current[line.order_item]!, ...change };
      if (line.serialized) {
        const count = quantityOf(entry);
        entry.serials = Array.from({ length: count }, (_, index) => entry.serials[index] ?? '');
      }
      return { ...current, [line.order_item]: entry };
    });
  };

  const send = () => {
    setTried(true);
    const lines = open
      .filter((line) => quantityOf(entries[line.order_item]!) > 0)
      .map((line) => {
        const entry = entries[line.order_item]!;
        const quantity = quantityOf(entry);
        return {
          order_item: line.order_item,
          quantity,
          ...(line.serialized
            ? { serials: entry.serials.slice(0, quantity).map((serial) => serial.trim()) }
            : {}),
        };
      });
    if (lines.length === 0 || hasMessages(empty) || hasMessages(repeated)) return;
    const body: ShipmentInput = { order: deliverable.order, delivered_on: deliveredOn, notes, lines };
    void form.fetcher.submit(JSON.parse(JSON.stringify(body)), {
      method: 'post',
      encType: 'application/json',
    });
  };
  const nothing = tried && open.every((line) => quantityOf(entries[line.order_item]!) === 0);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="space-y-6"
    >
      {form.result?.notice.tone === 'error' && <Notice tone="error">{form.result.notice.text}</Notice>}
      {nothing && <Notice tone="error">{text.enterQuantity}</Notice>}
      <Panel className="p-5">
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium text-slate-500">Customer</dt>
            <dd className="mt-0.5 text-slate-900">{deliverable.customer_name}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Delivery address</dt>
            <dd className="mt-0.5 whitespace-pre-line text-slate-900">
              {deliverable.delivery_address || '—'}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">PO no.</dt>
            <dd className="mt-0.5 text-slate-900">{deliverable.po_number || '—'}</dd>
          </div>
        </dl>
      </Panel>
      <Panel className="divide-y divide-slate-100">
        {open.map((line) => {
          const entry = entries[line.order_item]!;
          const name = `items.${line.order_item}.quantity`;
          const message = errors[name] ?? errors[`items.${line.order_item}.order_item`];
          return (
            <section key={line.order_item} aria-label={line.product_name} className="p-5">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
                <div>
                  <h2 className="font-semibold text-slate-900">{line.product_name}</h2>
                  <p className="text-sm text-slate-500">
                    {line.ordered} ordered · {line.delivered} delivered · {line.remaining} to deliver
                    {line.serialized && ' · serialized'}
                  </p>
                </div>
                <div className="w-32">
                  <label htmlFor={name} className={labelClass}>
                    Deliver now
                  </label>
                  <input
                    id={name}
                    name={name}
                    type="number"
                    min={0}
                    max={line.remaining}
                    inputMode="numeric"
                    value={entry.quantity}
                    onChange={(event) => {
                      form.edit(name);
                      update(line, { quantity: event.target.value });
                    }}
                    aria-invalid={message ? true : undefined}
                    className={`${inputClass} mt-1 text-right tabular-nums`}
                  />
                </div>
              </div>
              <FieldMessage id={`${name}-error`} message={message} />
              {line.serialized && (
                <SerialInputs
                  line={line}
                  entry={entry}
                  errors={errors}
                  register={(index, input) => {
                    const key = `${line.order_item}:${index}`;
                    if (input) inputs.current.set(key, input);
                    else inputs.current.delete(key);
                  }}
                  onChange={(index, value) => {
                    form.edit(`items.${line.order_item}.serials`);
                    const serials = [...entry.serials];
                    serials[index] = value;
                    update(line, { serials });
                  }}
                  onEnter={(index) => focusAfter(`${line.order_item}:${index}`)}
                />
              )}
            </section>
          );
        })}
      </Panel>
      <Panel className="grid gap-4 p-5 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor="delivered_on" className={labelClass}>
            Delivered on
          </label>
          <input
            id="delivered_on"
            type="date"
            value={deliveredOn}
            onChange={(event) => setDeliveredOn(event.target.value)}
            className={`${inputClass} mt-1`}
          />
          <FieldMessage id="delivered_on-error" message={errors.delivered_on} />
        </div>
        <div>
          <label htmlFor="notes" className={labelClass}>
            Notes on the receipt
          </label>
          <textarea
            id="notes"
            rows={2}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            className={`${inputClass} mt-1`}
          />
        </div>
      </Panel>
      <div className="flex justify-end gap-3">
        <LinkButton variant="secondary" to={adminPaths.order(deliverable.order)}>
          Cancel
        </LinkButton>
        <button ref={submit} type="submit" disabled={form.busy} className={buttonClass('primary')}>
          {form.busy ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Truck aria-hidden="true" className="size-4" />
          )}
          Record delivery
        </button>
      </div>
    </form>
  );
}

export default function NewDelivery({ loaderData: { deliverable } }: Route.ComponentProps) {
  if (!deliverable) {
    return (
      <>
        <AdminPageHeader title="Record a delivery" />
        <Notice tone="error">{text.orderLoadFailed}</Notice>
      </>
    );
  }
  const open = deliverable.lines.some((line) => line.remaining > 0);
  const refusal = !deliverable.confirmed ? text.notConfirmed : !open ? text.nothingToDeliver : null;
  return (
    <>
      <AdminPageHeader
        title="Record a delivery"
        description={`Order ${orderNumber(deliverable.order)} · ${deliverable.customer_name}`}
      />
      {refusal ? <Notice tone="error">{refusal}</Notice> : <DeliveryForm deliverable={deliverable} />}
    </>
  );
}
