import type { Page } from '@playwright/test';

export interface PageProblems {
  /** Console errors and warnings, as `type: text`. */
  console: string[];
  /** Responses with an error status, as `status method path`. */
  failedResponses: string[];
}

/** Records what a page logs as a problem (console errors, warnings) and every 4xx/5xx answer it gets. */
export function watchPageProblems(page: Page): PageProblems {
  const problems: PageProblems = { console: [], failedResponses: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.failedResponses.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  return problems;
}
