import { expect, test, type Page } from '@playwright/test';
import { supportHours } from '../../shared/api/contact';
import { uniqueEmail } from '../support/browser/account';
import { shoot } from '../support/browser/screenshots';

const SUCCESS = "Your message has been sent! We'll get back to you soon.";

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  return {
    form,
    name: form.getByLabel('Name'),
    email: form.getByLabel('Email'),
    subject: form.getByLabel('Subject'),
    message: form.getByLabel('Message'),
    send: form.getByRole('button', { name: /Send Message|Sending/ }),
  };
}

test('the contact page lists the configured email and business hours in the zone of the day, no empty blocks', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.getByRole('link', { name: 'care@solace.example' })).toHaveAttribute('href', 'mailto:care@solace.example');
  await expect(page.getByText(supportHours(new Date()))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Social media' })).toHaveCount(0);
  await shoot(page, 'contact');
  await page.goto('/privacy-policy');
  await expect(page.getByRole('link', { name: 'care@solace.example' }).first()).toBeVisible();
  await expect(page.getByText('solace.local')).toHaveCount(0);
});

test('sending stays disabled until all four fields are filled, then the message reaches support', async ({ page }) => {
  await page.goto('/contact-us');
  const f = contactForm(page);
  const email = uniqueEmail('contact');
  const subject = `Question about plans ${Date.now()}`;

  await expect(f.send).toBeDisabled();
  await f.name.fill('Robin Calloway');
  await f.email.fill(email);
  await f.subject.fill(subject);
  await expect(f.send).toBeDisabled();
  await f.message.fill('   ');
  await expect(f.send).toBeDisabled();
  await f.message.fill('Can I switch from monthly to annual later?');
  await expect(f.send).toBeEnabled();

  // Hold the request briefly so the busy state can be seen; it still goes to the real server.
  await page.route('**/api/contact', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await f.send.click();
  await expect(f.form.getByRole('button', { name: 'Sending...' })).toBeDisabled();

  await expect(f.form.getByText(SUCCESS)).toBeVisible();
  for (const field of [f.name, f.email, f.subject, f.message]) await expect(field).toHaveValue('');
  await expect(f.send).toBeDisabled();

  await expect
    .poll(async () => {
      const response = await page.request.get('/dev/mailbox/messages?to=care@solace.example');
      const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
      return messages.find((mail) => mail.subject.includes(subject))?.text ?? '';
    })
    .toContain(email);
});

test('an invalid email is pointed out and nothing is sent', async ({ page }) => {
  await page.goto('/contact-us');
  const f = contactForm(page);
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) sent = true;
  });
  await f.name.fill('Robin');
  await f.email.fill('not-an-email');
  await f.subject.fill('Hello');
  await f.message.fill('Hi there');
  await f.send.click();
  await expect(f.form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address.');
  expect(sent).toBe(false);
});

test('a refused message shows the server reason and keeps what was typed', async ({ page }) => {
  await page.goto('/contact-us');
  const f = contactForm(page);
  const email = uniqueEmail('contact-limit');
  // The server accepts a handful of messages per sender an hour; the next one is refused.
  let status = 201;
  for (let i = 0; status === 201 && i < 20; i++) {
    const response = await page.request.post('/api/contact', {
      data: { name: 'Robin', email, subject: `Try ${i}`, message: 'Hello' },
      headers: { origin: new URL(page.url()).origin },
    });
    status = response.status();
  }
  expect(status).toBe(429);

  await f.name.fill('Robin');
  await f.email.fill(email);
  await f.subject.fill('One more');
  await f.message.fill('Hello again');
  await f.send.click();
  await expect(f.form.getByText('Too many attempts. Please wait a moment and try again.')).toBeVisible();
  await expect(f.message).toHaveValue('Hello again');
  await expect(f.send).toBeEnabled();
});
