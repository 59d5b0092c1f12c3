import './app/mantine-styles';
import './app/app.css';
// Zod's error map with our sentences: imported by name so no bundler drops it as an unused side effect.
import '@portal/contracts/validation-messages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
