import { describe, expect, it } from 'vitest';
import { composeReply } from './listener';
import { subjectsIn } from './subjects';

describe('whose is it: what the person tells of someone else is not theirs', () => {
  it('hears illness told of someone else as theirs, not the person’s own health', () => {
    expect(subjectsIn('mi madre está enferma y no sé qué hacer', 'es')).toEqual(['mother']);
    expect(subjectsIn('my mum is in hospital again', 'en')).toEqual(['mother']);
    expect(subjectsIn('meu pai teve um avc e está no hospital', 'pt')).toEqual(['father']);
    expect(subjectsIn('he lives with us now. his doctor says it will be slow', 'en')).toEqual([]);
    expect(subjectsIn('agora eu cuido de tudo. a médica dele disse que vai ser lento', 'pt')).toEqual([]);
    expect(subjectsIn('sein arzt sagt, es dauert', 'de')).toEqual([]);
    // Their own illness, even beside someone named, stays theirs.
    expect(subjectsIn("i'm sick too and my sister won't help", 'en')).toEqual(['health', 'sister']);
    expect(subjectsIn('my mum is worried. i have a migraine every day', 'en')).toEqual(['mother', 'health']);
    expect(subjectsIn("my manager keeps calling even though i'm in hospital", 'en')).toEqual(['manager', 'health']);
    expect(subjectsIn('my mum drove me to my gp', 'en')).toEqual(['mother', 'health']);
    expect(subjectsIn('mi madre dice que estoy enferma', 'es')).toEqual(['mother', 'health']);
  });

  it('hears a pet as someone else’s when it is named as theirs, in the first words about it', () => {
    expect(subjectsIn('el perro de la vecina está enfermo y me da pena', 'es')).toEqual([]);
    expect(subjectsIn("my neighbour margaret's dog is sick and i love that dog", 'en')).toEqual([]);
    expect(subjectsIn('o cachorro da minha vizinha está doente', 'pt')).toEqual([]);
    expect(subjectsIn('il cane del vicino abbaia tutta la notte', 'it')).toEqual([]);
    expect(subjectsIn('der hund meiner nachbarin ist krank', 'de')).toEqual([]);
    expect(subjectsIn('le chien de ma sœur est mort hier', 'fr')).toEqual(['sister']);
    expect(subjectsIn('الكلب تبع جارتي مريض', 'ar')).not.toContain('pet');
    // Their own pet stays theirs, whatever follows its name.
    expect(subjectsIn('mi perro está enfermo', 'es')).toEqual(['pet']);
    expect(subjectsIn('mi perro murió de un infarto', 'es')).toContain('pet');
    expect(subjectsIn('meu cachorro morreu de uma doença', 'pt')).toContain('pet');
    expect(subjectsIn('mi perro sufre de la cadera', 'es')).toEqual(['pet']);
    expect(subjectsIn("it's my dog, he's been off his food", 'en')).toEqual(['pet']);
  });

  it('never answers "your dog" or "your health" for a neighbour’s sick dog', () => {
    const reply = composeReply([{ role: 'user', content: 'el perro de la vecina está enfermo y me da pena' }], 'es');
    expect(reply).not.toMatch(/tu perro|tu mascota|tu salud/);
  });
});
