import { warrantyMessages } from '~/domain/warranty-messages';
import { CircleAlert, CircleCheck, CircleX, ShieldCheck } from 'lucide-react';
import { data } from 'react-router';
import { formatShopDay } from '~/domain/dates';
import type { WarrantyView } from '~/domain/views';
import { NotFoundError, ShopError, TooManyError } from '~/server/errors';
import { lookUpWarranty } from '~/server/services/shipments/warranty';
import { BreadcrumbBar } from '../../components/layout/breadcrumb';
import { storePageMeta } from '../../lib/seo';
import type { Route } from './+types/warranty';

type Answer =
  | { kind: 'form' }
  | { kind: 'found'; serial: string; warranty: WarrantyView }
  | { kind: 'refused'; serial: string; tone: 'missing' | 'invalid' | 'busy'; text: string };

/** An answer page is about one unit: nobody else's cache keeps it. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * A plain GET form: the answer is the page for `?serial=`, through the same service, throttle and rules as
 * GET /api/warranty/, so it works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const serial = new URL(request.url).searchParams.get('serial');
  if (serial === null) return data<Answer>({ kind: 'form' });
  try {
    const warranty = await lookUpWarranty(context.db, serial, context.clientAddress, new Date());
    return data<Answer>({ kind: 'found', serial, warranty }, { headers: PRIVATE });
  } catch (error) {
    if (!(error instanceof ShopError)) throw error;
    const tone =
      error instanceof NotFoundError ? 'missing' : error instanceof TooManyError ? 'busy' : 'invalid';
    return data<Answer>(
      { kind: 'refused', serial, tone, text: error.detail },
      { status: error.status, headers: PRIVATE },
    );
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return storePageMeta(matches, (company) => ({
    path: '/warranty',
    title: 'Warranty Check',
    description: `Check the warranty of a unit bought from ${company.name} by its serial number.`,
  }));
}

function Result({ answer }: { answer: Answer }) {
  if (answer.kind === 'form') return null;
  if (answer.kind === 'refused') {
    const Icon = answer.tone === 'missing' ? CircleX : CircleAlert;
    return (
      <div
        role="alert"
        className="mt-8 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-900"
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{answer.text}</p>
      </div>
    );
  }
  const { warranty } = answer;
  const covered = warranty.under_warranty;
  return (
    <section
      aria-labelledby="warranty-result"
      className={`mt-8 rounded-2xl border p-6 shadow-sm ${covered ? 'border-emerald-200 bg-emerald-50' : 'border-slate-200 bg-white'}`}
    >
      <h2 id="warranty-result" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {covered ? (
          <CircleCheck aria-hidden="true" className="size-5 text-emerald-600" />
        ) : (
          <CircleX aria-hidden="true" className="size-5 text-slate-500" />
        )}
        {covered ? 'Under warranty' : 'Warranty has ended'}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-500">Serial number</dt>
        <dd className="font-mono font-medium text-slate-900">{warranty.serial}</dd>
        <dt className="text-slate-500">Product</dt>
        <dd className="font-medium text-slate-900">{warranty.product_name}</dd>
        <dt className="text-slate-500">Delivered</dt>
        <dd className="text-slate-900">{formatShopDay(warranty.delivered_on)}</dd>
        <dt className="text-slate-500">Warranty</dt>
        <dd className="text-slate-900">
          {warranty.warranty_months > 0
            ? `${warranty.warranty_months} months, until ${formatShopDay(warranty.warranty_ends)}`
            : 'No warranty was given with this unit.'}
        </dd>
      </dl>
    </section>
  );
}

export default function Warranty({ loaderData }: Route.ComponentProps) {
  const answer = loaderData;
  const typed = answer.kind === 'form' ? '' : answer.serial;
  return (
    <div className="flex-1">
      <BreadcrumbBar pathname="/warranty" current="Warranty Check" />
      <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase">Warranty Check</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
            Is your unit still covered?
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50/90">
            Enter the serial number printed on the unit, its box or your delivery receipt to see when it was
            delivered and until when its warranty runs.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 md:py-16">
        <form
          method="get"
          action="/warranty"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <label htmlFor="warranty-serial" className="block text-sm font-semibold text-slate-900">
            Serial number
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id="warranty-serial"
              name="serial"
              defaultValue={typed}
              required
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
              placeholder="e.g. 5CG4101ABC"
              className="w-full rounded-lg border border-slate-300 px-3 py-2.5 font-mono text-slate-900 uppercase placeholder:font-sans placeholder:normal-case focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
            <button
              type="submit"
              className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold whitespace-nowrap text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              <ShieldCheck aria-hidden="true" className="size-5" />
              Check warranty
            </button>
          </div>
          <p className="mt-2 text-xs text-slate-500">{warrantyMessages.serialRequired}</p>
        </form>
        <Result answer={answer} />
      </div>
    </div>
  );
}
