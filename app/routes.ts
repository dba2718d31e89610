import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  layout('routes/store/layout.tsx', [
    index('routes/store/home.tsx'),
    route('products', 'routes/store/products.tsx'),
    route('categories', 'routes/store/categories.tsx'),
    route('category/:categorySlug', 'routes/store/category.tsx'),
    route('category/:categorySlug/:productSlug', 'routes/store/product.tsx'),
    route('search', 'routes/store/search.tsx'),
    route('about', 'routes/store/about.tsx'),
    route('contact', 'routes/store/contact.tsx'),
    route('services/:service', 'routes/store/service.tsx'),
    route('login', 'routes/store/login.tsx'),
    route('logout', 'routes/store/logout.tsx'),
    route('404', 'routes/store/not-found.tsx'),
    route('*', 'routes/store/catch-all.tsx'),
  ]),
] satisfies RouteConfig;
