import { type RouteConfig, index } from '@react-router/dev/routes';

export default [index('routes/store/home.tsx')] satisfies RouteConfig;
