import './app/mantine-styles';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installValidationMessages } from '@portal/contracts';
import { startI18n } from './platform/i18n';

// Our sentences for every Zod failure; called by name because the build may drop a side-effect-only import.
installValidationMessages();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A Spanish reader's catalogue arrives before the first paint (English is bundled, so that wait is nothing).
void startI18n(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
