import { allPaths, type Language, translations } from '@spt/i18n-content';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BookingModal } from '../features/booking-modal/booking-modal';
import { BookingModalProvider } from '../features/booking-modal/booking-modal-context';
import { createStaticI18n } from '../lib/i18n';

/** jsdom has no modal dialogs: a minimal showModal/close that keeps the `open` state and events. */
export function polyfillDialog(): void {
  window.scrollTo = () => undefined;
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (proto.__polyfilled) return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  proto.__polyfilled = true;
}

/** Renders UI inside a router on every path of the route table, with i18n and the booking modal. */
export async function renderWithRouter(path: string, ui: () => ReactNode, lang: Language = 'en') {
  polyfillDialog();
  const i18n = createStaticI18n(lang, translations);
  const rootRoute = createRootRoute({
    component: () => (
      <I18nextProvider i18n={i18n}>
        <BookingModalProvider>
          {ui()}
          <Outlet />
          <BookingModal>{() => <p>wizard slot</p>}</BookingModal>
        </BookingModalProvider>
      </I18nextProvider>
    ),
  });
  const routes = allPaths().map((p) =>
    createRoute({ getParentRoute: () => rootRoute, path: p, component: () => <p data-testid="page">{p}</p> }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const result = render(<RouterProvider router={router} />);
  await act(async () => {
    await Promise.resolve();
  });
  return { router, i18n, ...result };
}
