/** The journal being written: a title, one answer per prompt, and the prompt on screen. */
export interface JournalForm {
  title: string;
  answers: string[];
  prompt: number;
}

export type JournalFormAction =
  | { type: 'title'; title: string }
  | { type: 'answer'; text: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'go'; prompt: number }
  | { type: 'reset'; title: string };

/** A blank journal under `title` (SPEC section 4: 'Reflection - {date}', selfcare `journal.defaultTitle`). */
export function newJournalForm(promptCount: number, title: string): JournalForm {
  return { title, answers: Array.from({ length: promptCount }, () => ''), prompt: 0 };
}

export function journalFormReducer(form: JournalForm, action: JournalFormAction): JournalForm {
  const last = form.answers.length - 1;
  switch (action.type) {
    case 'title':
      return { ...form, title: action.title };
    case 'answer':
      return { ...form, answers: form.answers.map((answer, i) => (i === form.prompt ? action.text : answer)) };
    case 'next':
      return { ...form, prompt: Math.min(last, form.prompt + 1) };
    case 'previous':
      return { ...form, prompt: Math.max(0, form.prompt - 1) };
    case 'go':
      return { ...form, prompt: Math.min(last, Math.max(0, action.prompt)) };
    case 'reset':
      return newJournalForm(form.answers.length, action.title);
  }
}

/** SPEC section 5: a journal needs at least one answer that is not blank. */
export const isJournalEmpty = (answers: readonly string[]): boolean => answers.every((answer) => answer.trim() === '');
