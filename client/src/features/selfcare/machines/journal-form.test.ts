import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@shared/format';
import selfcare from '@shared/i18n/locales/en/selfcare.json';
import { journalPromptIds } from '../content/journal-prompts';
import { isJournalEmpty, journalFormReducer, newJournalForm } from './journal-form';

/** The English default title, as the journal words it. */
const titleOn = (date: Date) => selfcare.journal.defaultTitle.replace('{{date}}', formatLongDate(date));
const title = titleOn(new Date('2026-11-24T12:00:00'));

describe('reflection journal form', () => {
  it('has ten prompts and a title of "Reflection - {date}"', () => {
    expect(journalPromptIds).toHaveLength(10);
    const words = journalPromptIds.map((id) => selfcare.journal.prompts[id]);
    expect(new Set(words).size).toBe(10);
    expect(words[0]).toBe('How are you feeling right now, in a few words?');
    expect(title).toBe('Reflection - November 24, 2026');
    expect(newJournalForm(10, title)).toEqual({ title: 'Reflection - November 24, 2026', answers: Array(10).fill(''), prompt: 0 });
  });

  it('answers the prompt on screen and moves with Previous and Next, within the ten', () => {
    let form = newJournalForm(10, title);
    form = journalFormReducer(form, { type: 'previous' });
    expect(form.prompt).toBe(0);
    form = journalFormReducer(form, { type: 'answer', text: 'Tired but okay' });
    form = journalFormReducer(form, { type: 'next' });
    form = journalFormReducer(form, { type: 'answer', text: 'Work' });
    expect(form.answers.slice(0, 3)).toEqual(['Tired but okay', 'Work', '']);
    form = journalFormReducer(form, { type: 'go', prompt: 42 });
    expect(form.prompt).toBe(9);
    form = journalFormReducer(form, { type: 'next' });
    expect(form.prompt).toBe(9);
    expect(journalFormReducer(form, { type: 'go', prompt: -3 }).prompt).toBe(0);
  });

  it('counts a journal as empty until one answer is not blank', () => {
    expect(isJournalEmpty(['', '  ', '\n'])).toBe(true);
    expect(isJournalEmpty(['', ' x '])).toBe(false);
  });

  it('resets the answers and the title to the new date', () => {
    let form = journalFormReducer(newJournalForm(10, title), { type: 'title', title: 'My day' });
    form = journalFormReducer(form, { type: 'answer', text: 'Something' });
    form = journalFormReducer(form, { type: 'reset', title: titleOn(new Date('2026-11-25T08:00:00')) });
    expect(form).toEqual({ title: 'Reflection - November 25, 2026', answers: Array(10).fill(''), prompt: 0 });
  });
});
