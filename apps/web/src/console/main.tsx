// First: zod must not probe `new Function` (the CSP forbids eval) before any schema is built.
import '../lib/zod-csp';
import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app';
import { createConsoleI18n, initialConsoleLanguage } from './lib/i18n';
import { createConsoleQueryClient } from './lib/session';
import { createConsoleRouter } from './router';

/**
 * The operators' console: its own HTML entry (console/index.html), rendered in the browser only.
 * Nothing of the public site imports anything from here.
 */
const element = document.getElementById('console-root');
if (element) {
  const i18n = createConsoleI18n(initialConsoleLanguage());
  const queryClient = createConsoleQueryClient();
  const router = createConsoleRouter();
  createRoot(element).render(
    <StrictMode>
      <ConsoleApp router={router} queryClient={queryClient} i18n={i18n} />
    </StrictMode>,
  );
}
