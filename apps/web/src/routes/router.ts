import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { RouterContext } from './router-context';
import { routeTree } from './tree';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    history,
    trailingSlash: 'never',
    defaultPreload: 'intent',
    scrollRestoration: false,
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
