import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetCsrfToken } from './src/platform/api';

// findBy*/waitFor give up after 5 s instead of 1 s: route changes load lazy chunks, and CI machines are shared.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine reads; these are environment stubs, not mocks of application code.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

// Textarea autosize re-measures when web fonts finish loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// The test files share a worker's modules (vitest.config.ts): what one test leaves in a module goes with it.
afterEach(() => {
  cleanup();
  cleanNotifications();
  vi.unstubAllGlobals();
  forgetCsrfToken();
});
