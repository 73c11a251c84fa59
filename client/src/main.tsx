import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { startI18n } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The page draws once its words are here, so nobody sees it flash from one language to another.
void startI18n().finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
