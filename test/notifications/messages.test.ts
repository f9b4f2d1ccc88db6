import { describe, expect, it } from 'vitest';
import { DAY_MS, pushMessage } from '../../functions/notifications/message.ts';
import { languageOf, messageText } from '../../functions/notifications/messages.ts';

describe('message texts', () => {
  it('are German for German locales of any region, English for every other and for none', () => {
    expect(['de', 'de-AT', 'de-CH', 'de-DE', 'DE-at'].map(languageOf)).toEqual(['de', 'de', 'de', 'de', 'de']);
    expect(['en', 'en-GB', 'fr-FR', 'ja', 'x', undefined, ''].map(languageOf)).toEqual(['en', 'en', 'en', 'en', 'en', 'en', 'en']);
  });

  it('name the game, in the device’s language', () => {
    expect(messageText('turn', 'de-AT', { game: 'dice-kings' })).toEqual({
      title: 'Du bist am Zug',
      body: 'Du bist in Dice Kings am Zug.',
    });
    expect(messageText('turn', 'fr', { game: 'quicks' })).toEqual({ title: 'Your turn', body: 'It’s your turn in Quicks.' });
    expect(messageText('ended', 'de', { game: 'rummiduck' }).body).toBe('Deine Partie Rummiduck ist zu Ende.');
    expect(messageText('match', 'en-US', { game: 'rummiduck' }).title).toBe('Table found');
  });

  it('say in a reminder how long is left, in words of the language', () => {
    expect(messageText('reminder', 'en', { game: 'quicks', leftMs: 3600_000 }).body).toBe('Your move in Quicks is due in 1 hour.');
    expect(messageText('reminder', 'de-AT', { game: 'quicks', leftMs: 24 * 3600_000 }).body).toBe(
      'Dein Zug in Quicks ist in 24 Stunden fällig.',
    );
  });
});

describe('a push message', () => {
  const now = Date.parse('2026-12-06T12:00:00Z');
  const facts = { game: 'quicks' as const, gameId: 'g_1', version: 4, locale: 'de-AT' };

  it('of a turn or a reminder expires at the step’s deadline; one of an ended game or a match after a day', () => {
    const deadline = now + 2 * 3600_000;
    expect(pushMessage({ ...facts, type: 'turn', deadline }, now)).toEqual({
      type: 'turn',
      gameId: 'g_1',
      version: 4,
      title: 'Du bist am Zug',
      body: 'Du bist in Quicks am Zug.',
      collapseKey: 'g_1',
      expiresAt: deadline,
    });
    expect(pushMessage({ ...facts, type: 'reminder', deadline: now + 3600_000 }, now)).toMatchObject({
      body: 'Dein Zug in Quicks ist in 1 Stunde fällig.',
      expiresAt: now + 3600_000,
    });
    expect(pushMessage({ ...facts, type: 'ended' }, now).expiresAt).toBe(now + DAY_MS);
    expect(pushMessage({ ...facts, type: 'match', locale: 'pt-BR' }, now)).toMatchObject({
      title: 'Table found',
      collapseKey: 'g_1',
      expiresAt: now + DAY_MS,
    });
  });
});
