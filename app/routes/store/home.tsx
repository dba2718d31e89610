import { Link } from 'react-router';
import { company } from '../../../domain/company';
import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [
    { title: `${company.name} | ${company.tagline}` },
    { name: 'description', content: `${company.name}: ${company.tagline}.` },
  ];
}

export default function Home() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{company.name}</p>
      <h1 className="mt-2 text-4xl font-bold">{company.heroTitle}</h1>
      <p className="mt-4 text-lg text-slate-600">{company.tagline}</p>
      <Link
        to="/products"
        className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700"
      >
        Shop Now
      </Link>
    </main>
  );
}
