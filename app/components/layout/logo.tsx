import type { CompanyView } from '~/domain/settings';

/** The company mark: a local SVG, so no asset request and nothing from outside hosts. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true">
      <rect width="40" height="40" rx="10" className="fill-brand-600" />
      <path
        d="M11 26.5 18 19l4.5 4.5L30 15"
        fill="none"
        stroke="white"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M24.5 15H30v5.5"
        fill="none"
        stroke="white"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The company's fields the mark and its name show. */
export type LogoCompany = Pick<CompanyView, 'name' | 'short_name' | 'logo' | 'logo_subtitle'>;

export function Logo({ company, inverted = false }: { company: LogoCompany; inverted?: boolean }) {
  return (
    <a
      href="/"
      className="flex shrink-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
      aria-label={`${company.name}, home`}
    >
      {company.logo ? (
        <img
          src={company.logo.url}
          srcSet={company.logo.srcset}
          sizes="36px"
          width={company.logo.width}
          height={company.logo.height}
          alt=""
          className="size-9 rounded-lg object-contain"
        />
      ) : (
        <LogoMark />
      )}
      <span className="flex flex-col leading-none">
        <span
          className={`text-base font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}
        >
          {company.short_name}
        </span>
        {company.logo_subtitle && (
          <span
            className={`mt-0.5 text-[10px] font-medium uppercase tracking-[0.14em] ${inverted ? 'text-slate-400' : 'text-slate-500'}`}
          >
            {company.logo_subtitle}
          </span>
        )}
      </span>
    </a>
  );
}
