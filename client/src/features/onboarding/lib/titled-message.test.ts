import { describe, expect, it } from 'vitest';
import { titledMessage } from './titled-message';

describe('titledMessage', () => {
  it('splits a titled message at its first colon', () => {
    expect(titledMessage('Name required: Please enter your full name to continue.')).toEqual({
      title: 'Name required',
      description: 'Please enter your full name to continue.',
    });
  });

  it('splits at a full-width colon and at a French spaced one', () => {
    expect(titledMessage('未填写姓名：请输入你的全名。')).toEqual({ title: '未填写姓名', description: '请输入你的全名。' });
    expect(titledMessage('Nom requis : Veuillez saisir votre nom.')).toEqual({ title: 'Nom requis', description: 'Veuillez saisir votre nom.' });
  });

  it('keeps a plain message as the title', () => {
    expect(titledMessage('Something went wrong')).toEqual({ title: 'Something went wrong' });
  });
});
