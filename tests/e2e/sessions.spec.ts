import type { Page } from '@playwright/test';
import { historyMessages } from '../support/english-texts';
import { seedSessions, type SeededSession } from '../support/seed-sessions';
import { createOnboardedAccount, expectToast, type Account } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';
import { endSession } from '../support/browser/start-session';
import { expect, test, type SessionServer } from '../support/browser/session-test';

const hour = 3_600_000;

async function userId(server: SessionServer, account: Account): Promise<string> {
  const row = await server.db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
  return row.id;
}

/** Sessions a day apart, newest last, each with a summary that names its title's topic. */
function daysOfSessions(titles: string[], extra: Partial<SeededSession> = {}): SeededSession[] {
  return titles.map((title, i) => ({
    title,
    createdAt: new Date(Date.now() - (titles.length - i) * 24 * hour),
    durationSeconds: 60 * (i + 1) + 5,
    aiSummary: `You talked about ${title.toLowerCase()}.`,
    ...extra,
  }));
}

const cardTitles = (page: Page) => page.getByTestId('session-card').getByRole('heading').allTextContents();

test.describe('the overview', () => {
  test('with no sessions: zeros, a full day of voice time and an invitation to start', async ({ page }) => {
    await createOnboardedAccount(page, 'overview-empty');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Robin!' })).toBeVisible();
    await expect(page.getByText('No sessions yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your First Session' })).toHaveAttribute('href', '/dashboard/start-session');
    await expect(page.getByRole('link', { name: 'View All Sessions' })).toHaveCount(0);
    await expect(page.getByTestId('stat-total-sessions')).toHaveText('0');
    await expect(page.getByTestId('stat-total-time')).toHaveText('0s');
    await expect(page.getByTestId('stat-current-mood')).toHaveText('None yet');
    await shoot(page, 'overview-empty');
    await expect(page.getByTestId('voice-minutes-left')).toContainText('15 min');
    await expect(page.getByTestId('minutes-summary')).toHaveText('0 min over the last 30 days, on 0 days.');
    for (const name of ['Start Session', 'Text Chat', 'Previous Sessions', 'Mood Tracker']) {
      await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name })).toBeVisible();
    }
  });

  test('on a phone, the chart’s code is fetched only when its card is scrolled near, then the chart draws', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await createOnboardedAccount(page, 'overview-chart');
    const chartCode: string[] = [];
    const reading: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reading.push(response.text().then((text) => void (text.includes('recharts-wrapper') && chartCode.push(response.url())), () => undefined));
    });
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-total-sessions')).toHaveText('0');
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    expect(chartCode).toEqual([]);
    const chart = page.getByTestId('chart');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    await expect.poll(() => chartCode.length).toBe(1);
  });

  test('with one session: it is listed and counted, with no link to more', async ({ page, server }) => {
    const account = await createOnboardedAccount(page, 'overview-one');
    const [id] = await seedSessions(server.db, await userId(server, account), [
      { title: 'Talking about exams', createdAt: new Date(Date.now() - 2 * hour), durationSeconds: 125, moodAfter: 'better' },
    ]);
    await page.goto('/dashboard');
    const recent = page.getByRole('list', { name: 'Recent sessions' });
    await expect(recent.getByRole('link')).toHaveCount(1);
    await expect(recent.getByRole('link')).toContainText('Talking about exams');
    await expect(recent.getByRole('link')).toContainText('2m 5s');
    await expect(page.getByRole('link', { name: 'View All Sessions' })).toHaveCount(0);
    await expect(page.getByTestId('stat-total-sessions')).toHaveText('1');
    await expect(page.getByTestId('stat-total-time')).toHaveText('2m 5s');
    await expect(page.getByTestId('stat-current-mood')).toHaveText('Better');
    await recent.getByRole('link').click();
    await expect(page).toHaveURL(`/dashboard/session/${id}`);
  });

  test('with more than three: the newest three and a link to all of them', async ({ page, server }) => {
    const account = await createOnboardedAccount(page, 'overview-many');
    await seedSessions(server.db, await userId(server, account), daysOfSessions(['First', 'Second', 'Third', 'Fourth', 'Fifth']));
    await page.goto('/dashboard');
    const recent = page.getByRole('list', { name: 'Recent sessions' });
    await expect(recent.getByRole('link')).toHaveCount(3);
    await expect(recent.getByRole('link').first()).toContainText('Fifth');
    await expect(recent.getByRole('link').last()).toContainText('Third');
    await expect(page.getByTestId('stat-total-sessions')).toHaveText('5');
    await page.getByRole('link', { name: 'View All Sessions' }).click();
    await expect(page).toHaveURL('/dashboard/sessions');
    await expect(page.getByText('Showing 5 of 5 sessions')).toBeVisible();
  });
});

test('a real text chat appears in the list, and its page shows insights, the conversation and the transcript', async ({ page }) => {
  await createOnboardedAccount(page, 'history-chat');
  await page.goto('/dashboard/sessions');
  await expect(page.getByRole('heading', { name: 'No sessions yet' })).toBeVisible();

  await page.goto('/dashboard/chat');
  await page.getByRole('button', { name: 'Start Session' }).click();
  const box = page.getByLabel('Message');
  await box.fill('Work has been so stressful. I should talk to my manager about the deadlines. Only Biscuit the cat kept me company.');
  await box.press('Enter');
  await expect(page.locator('[data-role="assistant"][data-turn-id]')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(await endSession(page, 'End Session')).toBeVisible();

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Previous Sessions' }).click();
  await expect(page.getByText('Showing 1 of 1 sessions')).toBeVisible();
  const card = page.getByTestId('session-card');
  await expect(card.getByRole('heading')).toHaveText(/^Session /);
  await expect(card).toContainText('Text Session');
  await card.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Session /);
  const insights = page.getByTestId('session-insights');
  await expect(insights.getByTestId('insight-turns')).toHaveText('1');
  await expect(insights.getByTestId('insight-messages')).toHaveText('1 you · 1 AI');
  await expect(insights.getByRole('list', { name: 'Topics' })).toContainText('deadlines');
  await expect(insights.getByRole('list', { name: 'Action items' })).toContainText('I should talk to my manager about the deadlines.');
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.locator('[data-role="user"]')).toContainText('Work has been so stressful');
  await expect(conversation.locator('[data-role="assistant"]')).toContainText('AI Assistant');
  await expect(page.getByTestId('full-transcript')).toContainText('User: Work has been so stressful');
  await expect(page.getByTestId('full-transcript')).toContainText('AI Assistant: ');
  await page.getByRole('link', { name: 'Back to Sessions' }).click();
  await expect(page).toHaveURL('/dashboard/sessions');

  // A word only the person wrote (neither the title nor the summary holds it) finds the session, from its beginning.
  await expect(page.getByTestId('session-card')).not.toContainText(/biscuit/i);
  await page.getByLabel('Search sessions').fill('biscu');
  await expect(page.getByText('Showing 1 of 1 sessions')).toBeVisible();
  // The card shows the words it was found by.
  await expect(page.getByTestId('you-wrote')).toHaveText(/^You wrote: “….*Only Biscuit the cat kept me company\.”$/);
  await shoot(page, 'sessions-search-own-words');
  await page.getByLabel('Search sessions').fill('company biscuits');
  await expect(page.getByRole('heading', { name: 'No sessions found' })).toBeVisible();
});

test('search and sort are done by the server, kept in the URL, and survive reload and back', async ({ page, server }) => {
  const account = await createOnboardedAccount(page, 'history-search');
  await seedSessions(server.db, await userId(server, account), [
    { title: 'Morning walk', createdAt: new Date(Date.now() - 72 * hour), durationSeconds: 30, aiSummary: 'You talked about SLEEP and rest.' },
    { title: 'Work stress', createdAt: new Date(Date.now() - 48 * hour), durationSeconds: 900, aiSummary: 'Deadlines piled up.' },
    { title: 'Family dinner', createdAt: new Date(Date.now() - 3 * hour), durationSeconds: 300, moodBefore: 'anxious' },
  ]);
  await page.goto('/dashboard/sessions');
  await expect(page.getByText('Showing 3 of 3 sessions')).toBeVisible();
  expect(await cardTitles(page)).toEqual(['Family dinner', 'Work stress', 'Morning walk']);
  await expect(page.getByTestId('session-card').first()).toContainText('Mood before: Anxious');

  await page.getByLabel('Sort sessions').selectOption('longest');
  await expect(page).toHaveURL('/dashboard/sessions?sort=longest');
  await expect.poll(() => cardTitles(page)).toEqual(['Work stress', 'Family dinner', 'Morning walk']);
  await page.getByLabel('Sort sessions').selectOption('oldest');
  await expect.poll(() => cardTitles(page)).toEqual(['Morning walk', 'Work stress', 'Family dinner']);

  // The box says what it searches: titles, summaries and the person's own words.
  await expect(page.getByLabel('Search sessions')).toHaveAccessibleDescription(historyMessages.searchScope);
  // Matches the AI summary, whatever the case.
  await page.getByLabel('Search sessions').fill('sleep');
  await expect(page).toHaveURL('/dashboard/sessions?sort=oldest&search=sleep');
  await expect(page.getByText('Showing 1 of 1 sessions')).toBeVisible();
  expect(await cardTitles(page)).toEqual(['Morning walk']);
  await shoot(page, 'sessions-search');
  await page.reload();
  await expect(page.getByLabel('Search sessions')).toHaveValue('sleep');
  await expect(page.getByLabel('Sort sessions')).toHaveValue('oldest');
  expect(await cardTitles(page)).toEqual(['Morning walk']);

  await page.getByLabel('Search sessions').fill('holiday plans');
  await expect(page.getByRole('heading', { name: 'No sessions found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();

  await page.goBack();
  await expect(page.getByLabel('Search sessions')).toHaveValue('sleep');
  expect(await cardTitles(page)).toEqual(['Morning walk']);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByText('Showing 3 of 3 sessions')).toBeVisible();
});

test('delete asks first, then the session is gone from the list, its page and the overview', async ({ page, server }) => {
  const account = await createOnboardedAccount(page, 'history-delete');
  const [, secondId] = await seedSessions(server.db, await userId(server, account), daysOfSessions(['Keep this one', 'Delete from page', 'Delete from card']));
  await page.goto('/dashboard/sessions');
  await expect(page.getByText('Showing 3 of 3 sessions')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Delete from card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this session?' });
  await expect(dialog).toContainText('"Delete from card" and everything said in it will be deleted for good.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Showing 3 of 3 sessions')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Delete from card' }).click();
  await dialog.getByRole('button', { name: 'Delete Session' }).click();
  await expectToast(page, historyMessages.deleted);
  await expect(page.getByText('Showing 2 of 2 sessions')).toBeVisible();
  expect(await cardTitles(page)).toEqual(['Delete from page', 'Keep this one']);

  await page.getByRole('link', { name: 'Delete from page' }).click();
  await expect(page).toHaveURL(`/dashboard/session/${secondId}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete this session?' }).getByRole('button', { name: 'Delete Session' }).click();
  await expect(page).toHaveURL('/dashboard/sessions');
  await expect(page.getByText('Showing 1 of 1 sessions')).toBeVisible();
  const left = await server.db.selectFrom('sessions').select('title').where('user_id', '=', await userId(server, account)).execute();
  expect(left).toEqual([{ title: 'Keep this one' }]);

  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-total-sessions')).toHaveText('1');
  await page.goto(`/dashboard/session/${secondId}`);
  await expect(page.getByRole('heading', { name: 'Session not found' })).toBeVisible();
});

test("a missing, malformed or someone else's session id shows 'Session not found'", async ({ page, browser, server }) => {
  const owner = await browser.newPage();
  const ownerAccount = await createOnboardedAccount(owner, 'history-owner');
  const [othersId] = await seedSessions(server.db, await userId(server, ownerAccount), [{ title: 'Not yours', createdAt: new Date() }]);
  await owner.close();

  await createOnboardedAccount(page, 'history-visitor');
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-session', othersId]) {
    await page.goto(`/dashboard/session/${id}`);
    await expect(page.getByRole('heading', { name: 'Session not found' })).toBeVisible();
    await expect(page.getByText(historyMessages.notFound)).toBeVisible();
    await expect(page.getByText('Not yours')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to Sessions' }).click();
  await expect(page).toHaveURL('/dashboard/sessions');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the list and a session page fit the screen', async ({ page, server }) => {
    const account = await createOnboardedAccount(page, 'history-phone');
    const [id] = await seedSessions(server.db, await userId(server, account), [
      {
        title: 'A long evening talk about everything that happened at work this week',
        createdAt: new Date(Date.now() - hour),
        durationSeconds: 3725,
        aiSummary: 'You talked about a hard week at work, the deadlines that kept moving, and how tired you have been feeling lately.',
        messages: [
          { role: 'user', content: 'Everything at work piled up this week and I could not keep up with any of it.', spoken: true },
          { role: 'assistant', content: 'That sounds exhausting. What weighed on you the most?', spoken: true },
        ],
      },
    ]);
    for (const url of ['/dashboard/sessions', `/dashboard/session/${id}`, '/dashboard']) {
      await page.goto(url);
      await expect(page.getByText(/A long evening talk/).first()).toBeVisible();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    }
  });
});
