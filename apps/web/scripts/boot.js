// The one script a prerendered page names. It starts the app once the page has painted, so the
// hydration code never competes with the HTML, the stylesheet and the hero image for a phone's
// bandwidth and main thread before the first paint. The prerender copies it to
// dist/assets/boot-<hash>.js and names the entry and the chunks to preload in data attributes.
//
// A tap on a Book link before the app is ready is kept, not lost to a page load: the app opens the
// booking modal as soon as it has hydrated (see BookingModalProvider). If the app cannot start (its
// code fails to load or throws, or it is not ready within 15 seconds), the link is followed after all;
// a tap after the app has already failed is not held at all.
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  const preloads = (script.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  // The last resort when the app neither starts nor fails visibly; a slow phone network can take
  // several seconds to bring the app, which is still quicker than loading the booking page anew.
  const READY_WITHIN_MS = 15000;
  let started = false;
  let failed = false;
  let fallbackHref = null;

  const followLink = () => {
    if (fallbackHref && !window.__sptAppReady) window.location.assign(fallbackHref);
  };
  const fail = () => {
    failed = true;
    followLink();
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.src = entry;
    // Its code could not be fetched, or it threw while starting: follow the kept link.
    module.addEventListener('error', fail);
    window.addEventListener('error', fail, { once: true });
    document.head.append(module);
  };

  document.addEventListener(
    'click',
    (event) => {
      if (window.__sptAppReady || failed || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[data-opens="booking"]') : null;
      if (!link) return;
      event.preventDefault();
      // The link's address: it may carry a choice (?tour=giethoorn) for the wizard.
      window.__sptPendingBooking = link.href;
      fallbackHref = link.href;
      setTimeout(followLink, READY_WITHIN_MS);
      start();
    },
    true,
  );

  // Once the first paint has been presented (the paint timing entry says so; frames alone do not,
  // as a loading page may run animation frames before it shows anything), then the app. A hidden tab
  // paints nothing, so a timer starts it there, and where paint timing is missing, two frames do.
  setTimeout(start, 3000);
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  }
})();
