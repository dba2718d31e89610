import { availableUnits } from '~/domain/stock';
import { MessageSquareText, ShieldCheck, Truck } from 'lucide-react';
import { data, isRouteErrorResponse, Link, redirect } from 'react-router';
import { LAPTOP_FIELD_LABELS, LAPTOP_FIELDS, type ProductView } from '~/domain/catalogue';
import { storeCompany, titleWith, useCompany } from '../../lib/company';
import { UNCATEGORIZED_LABEL } from '~/domain/constants';
import { messages } from '~/domain/messages';
import { formatPeso, priceDisplay } from '~/domain/price';
import { getCategory } from '~/server/services/catalogue/categories';
import { getProduct, listProducts } from '~/server/services/catalogue/products';
import { publicQuantityBreaks } from '~/server/services/pricing/product-pricing';
import { Breadcrumb } from '../../components/layout/breadcrumb';
import { JsonLd } from '../../components/layout/json-ld';
import { ImageCarousel } from '../../components/product/image-carousel';
import { PriceTag, hasPrice } from '../../components/product/price-tag';
import { ProductLoadError } from '../../components/product/product-load-error';
import { ProductGrid } from '../../components/product/product-grid';
import {
  cardProduct,
  type CardProduct,
  galleryImages,
  productPath,
  UNCATEGORIZED_SEGMENT,
} from '../../components/product/product-path';
import { StockBadge } from '../../components/product/stock-badge';
import { absoluteUrl, pageMeta, siteUrlFromMatches, summarize } from '../../lib/seo';
import { Island } from '../../islands/island';
import type { Route } from './+types/product';

const RELATED_PRODUCTS = 5;

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await getProduct(context.db, params.productSlug, { includeHidden: false });
  if (!product || product.hidden) throw data(null, { status: 404 });
  const atCanonicalAddress =
    params.categorySlug === (product.category_slug ?? UNCATEGORIZED_SEGMENT) &&
    params.productSlug === product.product_slug;
  if (!atCanonicalAddress) {
    // The category in the address must exist (spec: else /404); any other spelling, a wrong category or the
    // product's id moves permanently to the one address search engines and shared links should use.
    const knownCategory =
      params.categorySlug === UNCATEGORIZED_SEGMENT || (await getCategory(context.db, params.categorySlug));
    throw redirect(knownCategory ? productPath(product) : '/404', knownCategory ? 301 : 302);
  }
  // The related products and the quantity breaks are independent reads: one round trip's wait, not two.
  const [related, breaks] = await Promise.all([
    product.category_slug
      ? listProducts(context.db, {
          category: product.category_slug,
          page: 1,
          pageSize: RELATED_PRODUCTS + 1,
          sort: 'latest',
        }).then(
          (page) =>
            page.results
              .filter((item) => item.id !== product.id)
              .slice(0, RELATED_PRODUCTS - 1)
              .map(cardProduct),
          () => [] as CardProduct[],
        )
      : [],
    publicQuantityBreaks(context.db, product.id),
  ]);
  // Labels are resolved here so the domain module (and its validation library) stays out of the page's script.
  const specs = LAPTOP_FIELDS.flatMap((field) => {
    const value = product[field];
    return value ? [{ label: LAPTOP_FIELD_LABELS[field], value }] : [];
  });
  // Retail quantity breaks as sentences ("₱1,050.00 each for 10 or more"), worded here like the labels above.
  const quantityBreaks = breaks.map((entry) =>
    messages.pricing.quantityBreak(formatPeso(entry.price), entry.min_quantity),
  );
  return { product, related, specs, quantityBreaks };
}

function description(product: ProductView, companyName: string): string {
  return summarize(
    product.description ||
      product.key_features ||
      `${product.brand} ${product.name} from ${companyName}, retail and wholesale in the Philippines.`,
  );
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const company = storeCompany(matches);
  if (!loaderData) {
    const notFound = !error || (isRouteErrorResponse(error) && error.status === 404);
    return [
      { title: titleWith(notFound ? 'Page not found' : 'Something went wrong', company) },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { product } = loaderData;
  return pageMeta({
    siteUrl: siteUrlFromMatches(matches),
    company,
    path: productPath(product),
    title: product.name,
    description: description(product, company.name),
    image: product.image,
    type: 'product',
  });
}

function structuredData(product: ProductView, siteUrl: string, companyName: string) {
  const url = absoluteUrl(siteUrl, productPath(product));
  const price = priceDisplay(product.price, product.discounted_price);
  const amount =
    product.discounted_price !== null && Number(product.discounted_price) < Number(product.price)
      ? product.discounted_price
      : product.price;
  const categoryName = product.category_name || UNCATEGORIZED_LABEL;
  const productLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    url,
    description: description(product, companyName),
    brand: { '@type': 'Brand', name: product.brand },
    category: categoryName,
    image: galleryImages(product).map((image) => absoluteUrl(siteUrl, image.image)),
    // Price on request (0) has no offer: search engines would otherwise show it as free.
    ...(price.current
      ? {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: 'PHP',
            price: Number(amount).toFixed(2),
            availability:
              availableUnits(product) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@type': 'Organization', name: companyName },
          },
        }
      : {}),
  };
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Categories', path: '/categories' },
    ...(product.category_slug
      ? [{ name: categoryName, path: `/category/${encodeURIComponent(product.category_slug)}` }]
      : []),
    { name: product.name, path: productPath(product) },
  ];
  const breadcrumbLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
  return [productLd, breadcrumbLd];
}

function inquiryHref(product: ProductView): string {
  const params = new URLSearchParams({
    purpose: 'Product Inquiry',
    product: product.name,
    brand: product.brand,
  });
  return `/about?${params.toString().replace(/\+/g, '%20')}#inquiry`;
}

function SpecTable({ name, specs }: { name: string; specs: { label: string; value: string }[] }) {
  if (specs.length === 0) return null;
  return (
    <section aria-labelledby="specs-heading" className="mt-10">
      <h2 id="specs-heading" className="text-xl font-bold text-slate-900">
        Specifications
      </h2>
      <div className="mt-4 max-w-3xl overflow-hidden rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{name} specifications</caption>
          <tbody className="divide-y divide-slate-200">
            {specs.map((spec) => (
              <tr key={spec.label} className="even:bg-slate-50">
                <th scope="row" className="w-2/5 px-4 py-3 font-medium text-slate-600">
                  {spec.label}
                </th>
                <td className="px-4 py-3 text-slate-900">{spec.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function Product({ loaderData, matches }: Route.ComponentProps) {
  const { product, related, specs, quantityBreaks } = loaderData;
  const siteUrl = siteUrlFromMatches(matches);
  const company = useCompany();
  const features = product.key_features
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const categoryName = product.category_name || UNCATEGORIZED_LABEL;
  const path = productPath(product);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      {structuredData(product, siteUrl, company.name).map((item) => (
        <JsonLd key={String(item['@type'])} data={item} />
      ))}
      <Breadcrumb
        pathname={path}
        current={product.name}
        labels={product.category_slug ? { [product.category_slug]: categoryName } : {}}
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Island
          name="image-carousel"
          component={ImageCarousel}
          props={{ images: galleryImages(product), alt: product.name, priority: true }}
        />
        <div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700">
              {product.brand}
            </span>
            {product.category_slug ? (
              <Link
                to={`/category/${encodeURIComponent(product.category_slug)}`}
                prefetch="intent"
                className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700 hover:bg-slate-200"
              >
                {categoryName}
              </Link>
            ) : (
              <span className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700">
                {categoryName}
              </span>
            )}
          </div>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {product.name}
          </h1>
          <div className="mt-5 rounded-2xl border border-slate-200 bg-slate-50 p-5">
            {hasPrice(product.price) ? (
              <>
                <PriceTag price={product.price} discountedPrice={product.discounted_price} size="lg" />
                {quantityBreaks.length > 0 && (
                  <ul
                    aria-label="Quantity prices"
                    className="mt-2 space-y-0.5 text-sm font-medium text-slate-700"
                  >
                    {quantityBreaks.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </>
            ) : (
              <p className="text-lg font-semibold text-slate-800">Price on request</p>
            )}
            <div className="mt-3">
              <StockBadge stock={availableUnits(product)} detailed />
            </div>
            <Link
              to={inquiryHref(product)}
              className="mt-5 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:w-auto"
            >
              <MessageSquareText className="size-5" aria-hidden="true" />
              Inquire about this product
            </Link>
          </div>
          {features.length > 0 && (
            <section aria-labelledby="features-heading" className="mt-6">
              <h2 id="features-heading" className="font-semibold text-slate-900">
                Key features
              </h2>
              <ul className="mt-3 space-y-2">
                {features.map((feature, index) => (
                  <li key={index} className="flex gap-2 text-slate-700">
                    <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ul className="mt-6 grid gap-3 text-sm text-slate-600 sm:grid-cols-2">
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-5 text-emerald-600" aria-hidden="true" />
              Genuine product with warranty
            </li>
            <li className="flex items-center gap-2">
              <Truck className="size-5 text-brand-600" aria-hidden="true" />
              Delivery across the Philippines
            </li>
          </ul>
        </div>
      </div>

      {product.description && (
        <section aria-labelledby="description-heading" className="mt-12">
          <h2 id="description-heading" className="text-xl font-bold text-slate-900">
            Description
          </h2>
          <p className="mt-4 max-w-3xl whitespace-pre-line leading-relaxed text-slate-700">
            {product.description}
          </p>
        </section>
      )}
      <SpecTable name={product.name} specs={specs} />

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-14">
          <h2 id="related-heading" className="mb-5 text-xl font-bold text-slate-900">
            More in {categoryName}
          </h2>
          <ProductGrid products={related} columns="grid-cols-2 md:grid-cols-4" />
        </section>
      )}
    </div>
  );
}

/** Inside the store layout, so the navbar and footer stay around the message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProductLoadError error={error} />;
}
