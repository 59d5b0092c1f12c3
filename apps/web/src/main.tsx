import './app/mantine-styles';
import './app/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstPage } from './app/App';
import { startI18n } from './platform/i18n';

// Our sentences for every Zod failure are installed by the Zod chunk itself, with the first page that validates
// (vite.config.ts, the 'zod' chunk): Zod is not in the entry.

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A guest page's first paint, written in by the server (ADR 0054), stays on screen until the app's page is ready to
// replace it. Its code loads only where there is one, beside the texts below, and is in place before the app renders;
// should it fail to arrive, the app shows itself as it would without one.
// A signed-in page's first paint also holds the data it was drawn with (ADR 0055, app/seededData.ts): read by the same
// chunk, so the code that reads it is not in the entry; the head start below waits for it, and asks for the rest.
const withData = document.getElementById('first-paint-data') !== null;
const firstPaintTaken = document.getElementById('first-paint')
  ? import('./app/firstPaint').then(
      ({ takeOverFirstPaint, takeSeededData }) => {
        if (withData) preloadFirstPage(takeSeededData);
        takeOverFirstPaint(root);
      },
      () => {
        if (withData) preloadFirstPage();
        document.getElementById('first-paint')?.remove();
        root.hidden = false;
      },
    )
  : undefined;

// While the texts below are on their way, the page's sign-in checks, code and first data start too (the data router's
// loaders did this; the declarative router's guards and lazy pages would otherwise start them one after another).
if (!withData) preloadFirstPage();

// The page's language and its shared texts arrive before the first paint (each page's own namespace is fetched as it
// renders, behind a loader), so no one sees a key or the other language first.
// The first render is a transition: React renders it in slices and yields between them, so a tap or a key on the
// first paint, or the browser's own work, never waits behind the whole tree (Lighthouse's total blocking time).
void Promise.all([startI18n(window.location.pathname), firstPaintTaken]).then(() => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
