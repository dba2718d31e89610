import { adminMessages } from '~/domain/admin-messages';
import type { ProductView } from '~/domain/catalogue';
import { isSuperuser } from '../../lib/session';
import { adminPaths } from '../../lib/admin-paths';
import type { useActionForm } from '../shared/form-action';
import { formatOrderDateTime } from '../shared/shop-dates';
import { SelectField, TextField } from '../shared/text-field';
import { Button, labelClass, Notice, Panel } from '../shared/ui';
import { RECORD_MOVEMENT_INTENT, SAVE_TRACKING_INTENT, type StockLedger } from './product-stock-actions';

const text = adminMessages.stockSection;
type Action = ReturnType<typeof useActionForm>;

const signed = (quantity: number, kind: string) =>
  kind === 'shipment' || kind === 'release'
    ? `−${quantity}`
    : quantity > 0
      ? `+${quantity}`
      : `−${-quantity}`;

function Figure({ label, value, warn = false }: { label: string; value: number; warn?: boolean }) {
  return (
    <div className="rounded-lg border border-slate-200 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={`mt-1 text-2xl font-semibold tabular-nums ${warn ? 'text-red-700' : 'text-slate-900'}`}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The product's stock as the ledger has it (on hand, reserved, available), its newest movements with the
 * levels after each, whether deliveries ask for serial numbers, and, for superusers, a receipt, return or
 * count. Each form posts with its own intent, so the product's form above keeps what is typed in it.
 */
export function ProductStockSection({
  product,
  ledger,
  movementAction,
  trackingAction,
}: {
  product: ProductView;
  ledger: StockLedger | null;
  movementAction: Action;
  trackingAction: Action;
}) {
  const available = product.stock - product.reserved;
  const superuser = isSuperuser();
  return (
    <Panel className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{text.title}</h2>
      <p className="mt-1 text-sm text-slate-600">{text.description}</p>
      <dl aria-label={text.levels} className="mt-4 grid grid-cols-3 gap-3">
        <Figure label={text.onHand} value={product.stock} />
        <Figure label={text.reserved} value={product.reserved} />
        <Figure label={text.available} value={available} warn={available < 0} />
      </dl>

      <TrackingForm product={product} action={trackingAction} />

      <h3 className="mt-6 text-sm font-semibold text-slate-900">{text.ledgerTitle}</h3>
      {ledger === null ? (
        <div className="mt-2">
          <Notice tone="error">{text.ledgerLoadFailed}</Notice>
        </div>
      ) : ledger.results.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{text.ledgerEmpty}</p>
      ) : (
        <LedgerTable ledger={ledger} />
      )}

      {superuser && <MovementForm action={movementAction} />}
    </Panel>
  );
}

function LedgerTable({ ledger }: { ledger: StockLedger }) {
  return (
    <>
      {/* Focusable, so a keyboard can scroll the table sideways on a phone. */}
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={text.ledgerTitle}>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {text.when}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {text.kind}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {text.quantity}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {text.reason}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {text.onHand}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {text.reserved}
              </th>
              <th scope="col" className="py-2 font-medium">
                {text.by}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {ledger.results.map((movement) => (
              <tr key={movement.id}>
                <td className="py-2 pr-3 whitespace-nowrap text-slate-600">
                  {formatOrderDateTime(movement.created_at)}
                </td>
                <td className="py-2 pr-3">
                  {text.kinds[movement.kind]}
                  {movement.override && (
                    <span className="ml-1 text-xs font-medium text-amber-700">(override)</span>
                  )}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {signed(movement.quantity, movement.kind)}
                </td>
                <td className="py-2 pr-3 text-slate-700">
                  {movement.order !== null && (
                    <a href={adminPaths.order(movement.order)} className="text-brand-700 underline">
                      {text.order(movement.order)}
                    </a>
                  )}
                  {movement.order !== null && movement.reason ? ': ' : ''}
                  {movement.reason}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{movement.on_hand_after}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{movement.reserved_after}</td>
                <td className="py-2 text-slate-600">{movement.created_by ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ledger.count > ledger.results.length && (
        <p className="mt-2 text-xs text-slate-500">{text.newest(ledger.results.length, ledger.count)}</p>
      )}
    </>
  );
}

function TrackingForm({ product, action }: { product: ProductView; action: Action }) {
  const { fetcher, result, busy, errors, onChange } = action;
  return (
    <fetcher.Form
      method="post"
      aria-label={text.trackingTitle}
      onChange={onChange}
      className="mt-6 rounded-lg bg-slate-50 p-4"
      noValidate
    >
      <h3 className="text-sm font-semibold text-slate-900">{text.trackingTitle}</h3>
      <input type="hidden" name="intent" value={SAVE_TRACKING_INTENT} />
      <input type="hidden" name="version" value={product.version} />
      <div className="mt-3 grid grid-cols-1 items-end gap-4 sm:grid-cols-[1fr_12rem_auto]">
        <label className={`${labelClass} flex items-center gap-2`}>
          <input
            type="checkbox"
            name="serialized"
            defaultChecked={product.serialized}
            className="size-4 rounded border-slate-300"
          />
          {text.serialized}
        </label>
        <TextField
          id="product-warranty-months"
          name="warranty_months"
          label={text.warrantyMonths}
          type="number"
          min={0}
          max={120}
          inputMode="numeric"
          defaultValue={product.warranty_months}
          error={errors.warranty_months}
        />
        <Button type="submit" variant="secondary" busy={busy}>
          {text.saveTracking}
        </Button>
      </div>
      <p className="mt-1 text-xs text-slate-500">{text.warrantyHint}</p>
      {result && (
        <div className="mt-3">
          <Notice tone={result.notice.tone}>{result.notice.text}</Notice>
        </div>
      )}
    </fetcher.Form>
  );
}

function MovementForm({ action }: { action: Action }) {
  const { fetcher, result, busy, errors, onChange } = action;
  return (
    <fetcher.Form
      method="post"
      aria-label={text.recordTitle}
      onChange={onChange}
      className="mt-6 border-t border-slate-200 pt-5"
      noValidate
    >
      <h3 className="text-sm font-semibold text-slate-900">{text.recordTitle}</h3>
      <input type="hidden" name="intent" value={RECORD_MOVEMENT_INTENT} />
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-[10rem_8rem_1fr]">
        <SelectField
          id="stock-movement-kind"
          name="kind"
          label={text.kind}
          options={[
            { value: 'receipt', label: text.kinds.receipt },
            { value: 'return', label: text.kinds.return },
            { value: 'adjustment', label: text.kinds.adjustment },
          ]}
          error={errors.kind}
        />
        <TextField
          id="stock-movement-quantity"
          name="quantity"
          label={text.quantity}
          type="number"
          inputMode="numeric"
          hint={text.quantityHint}
          error={errors.quantity}
        />
        <TextField
          id="stock-movement-reason"
          name="reason"
          label={text.reason}
          maxLength={300}
          hint={text.reasonHint}
          error={errors.reason}
        />
      </div>
      <div className="mt-4 flex items-center gap-3">
        <Button type="submit" busy={busy}>
          {text.record}
        </Button>
      </div>
      {result && (
        <div className="mt-3">
          <Notice tone={result.notice.tone}>{result.notice.text}</Notice>
        </div>
      )}
    </fetcher.Form>
  );
}
