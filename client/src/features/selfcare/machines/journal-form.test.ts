import { describe, expect, it } from 'vitest';
import { journalPrompts } from '../content/journal-prompts';
import { defaultJournalTitle, isJournalEmpty, journalFormReducer, newJournalForm } from './journal-form';

const date = new Date('2026-11-24T12:00:00');

describe('reflection journal form', () => {
  it('has ten prompts and a title of "Reflection - {date}"', () => {
    expect(journalPrompts).toHaveLength(10);
    expect(new Set(journalPrompts).size).toBe(10);
    expect(defaultJournalTitle(date)).toBe('Reflection - November 24, 2026');
    expect(newJournalForm(10, date)).toEqual({ title: 'Reflection - November 24, 2026', answers: Array(10).fill(''), prompt: 0 });
  });

  it('answers the prompt on screen and moves with Previous and Next, within the ten', () => {
    let form = newJournalForm(10, date);
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
    let form = journalFormReducer(newJournalForm(10, date), { type: 'title', title: 'My day' });
    form = journalFormReducer(form, { type: 'answer', text: 'Something' });
    form = journalFormReducer(form, { type: 'reset', date: new Date('2026-11-25T08:00:00') });
    expect(form).toEqual({ title: 'Reflection - November 25, 2026', answers: Array(10).fill(''), prompt: 0 });
  });
});
