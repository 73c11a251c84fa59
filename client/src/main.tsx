import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { startI18n } from './lib/i18n';
import { routerReady } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The page draws once its words and code are here, so nobody sees it flash from one language to another,
// nor a page sent drawn (the crisis lines) blank out while its code loads.
// Drawn as a transition, the first render yields to the browser every few milliseconds instead of holding
// a slow phone's main thread for the whole page at once.
void Promise.all([startI18n(), routerReady()]).finally(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
