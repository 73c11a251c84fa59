import { describe, expect, it } from 'vitest';
import { firstSearchedWordAt, holdsEverySearchedWord, indexedTerms, searchedTerms, searchWords } from './search-words';

describe('the words the message search knows', () => {
  it('splits on words, lower-cases, and drops the accents of Latin letters only', () => {
    expect(searchWords('Café, CAFÉ! Ñandú? São Paulo… 3 times')).toEqual(['cafe', 'nandu', 'sao', 'paulo', '3', 'times']);
    expect(searchWords('मेरा मन')).toEqual(['मेरा', 'मन']);
    expect(searchWords('ما زلت قلقا')).toEqual(['ما', 'زلت', 'قلقا']);
  });

  it('splits scripts written without spaces into words', () => {
    const words = searchWords('我很担心我的工作');
    expect(words.length).toBeGreaterThan(2);
    expect(words).toContain('工作');
  });

  it('indexes each word whole and by its beginnings of 3 to 12 letters', () => {
    expect(indexedTerms('My manager')).toEqual(['my', 'manager', 'man', 'mana', 'manag', 'manage']);
    const long = indexedTerms('internationalisation');
    expect(long).toContain('internationalisation');
    expect(long).toContain('internationa');
    expect(long).not.toContain('internationali');
  });

  it('looks a searched word up by its first 12 letters, so a typed beginning finds the whole word', () => {
    expect(searchedTerms('My Manag')).toEqual(['my', 'manag']);
    expect(searchedTerms('internationalisations')).toEqual(['internationa']);
    expect(searchedTerms(' ?! ')).toEqual([]);
    for (const term of searchedTerms('Internationalisation manager')) expect(indexedTerms('internationalisation and a manager')).toContain(term);
  });
});

describe('what people type is the same word however it was typed', () => {
  it('reads typographic apostrophes, fullwidth letters and ligatures as plain ones', () => {
    expect(searchWords('I can’t sleep')).toEqual(searchWords("I can't sleep"));
    expect(searchedTerms('ｍａｎａｇｅｒ')).toEqual(['manager']);
    expect(searchWords('ﬁnally')).toEqual(['finally']);
  });

  it('indexes a Chinese or Japanese word by its characters and pairs, so a part of it finds it', () => {
    const terms = indexedTerms('总经理很严格');
    for (const part of searchedTerms('经理')) expect(terms).toContain(part);
    for (const part of searchedTerms('经')) expect(terms).toContain(part);
    expect(searchedTerms('总经理')).toEqual(['总经', '经理']);
  });
});

describe('where a searched word is, for the words shown back', () => {
  it('finds the beginning of the first searched word, and whether every word is there', () => {
    expect(firstSearchedWordAt('Then my Manager called', 'manag')).toBe(8);
    expect(holdsEverySearchedWord('Then my Manager called', 'called manag')).toBe(true);
    expect(holdsEverySearchedWord('Then my Manager called', 'manag holiday')).toBe(false);
  });
});
