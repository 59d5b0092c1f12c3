import './app/mantine-styles';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installValidationMessages } from '@portal/contracts';

// Our sentences for every Zod failure; called by name because the build may drop a side-effect-only import.
installValidationMessages();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
