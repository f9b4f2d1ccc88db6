import { games } from '../../domain/games.ts';
import type { GameName } from '../../domain/registry.ts';
import type { PushType } from './senders/port.ts';

/** The languages messages are written in; every other falls back to English. */
export type Language = 'en' | 'de';

/** Every text a notification shows: a title and a body per type of message. */
export type MessageKey = `${PushType}.${'title' | 'body'}`;

/**
 * The one table of message texts (docs/contract.md, Notifications: English and German at
 * least). `{game}` is the game's title as its rules give it (a name of its own, the same in
 * every language), `{left}` the time left, as Intl.RelativeTimeFormat writes it in the
 * language ("in 1 hour", "in 1 Stunde"). The compiler holds every language complete.
 */
const texts: Record<Language, Record<MessageKey, string>> = {
  en: {
    'turn.title': 'Your turn',
    'turn.body': 'It’s your turn in {game}.',
    'reminder.title': 'Your time is running out',
    'reminder.body': 'Your move in {game} is due {left}.',
    'ended.title': 'Game over',
    'ended.body': 'Your game of {game} has ended.',
    'match.title': 'Table found',
    'match.body': 'Your table of {game} is ready: take your seat.',
  },
  de: {
    'turn.title': 'Du bist am Zug',
    'turn.body': 'Du bist in {game} am Zug.',
    'reminder.title': 'Deine Zeit läuft ab',
    'reminder.body': 'Dein Zug in {game} ist {left} fällig.',
    'ended.title': 'Spiel beendet',
    'ended.body': 'Deine Partie {game} ist zu Ende.',
    'match.title': 'Tisch gefunden',
    'match.body': 'Dein Tisch für {game} ist bereit: nimm Platz.',
  },
};

/**
 * The language of a device's locale (a BCP 47 tag): its language subtag when messages are
 * written in it (`de-AT` and `de-CH` are German), else English, as for no locale or one that
 * does not parse.
 */
export function languageOf(locale: string | undefined): Language {
  if (!locale) return 'en';
  try {
    const language = new Intl.Locale(locale).language;
    return language in texts ? (language as Language) : 'en';
  } catch {
    return 'en';
  }
}

export interface TextValues {
  game: GameName;
  /** For a reminder: the time left until the deadline, ms. */
  leftMs?: number;
}

/** A message's title and body in the locale's language. */
export function messageText(type: PushType, locale: string | undefined, { game, leftMs = 0 }: TextValues): { title: string; body: string } {
  const language = languageOf(locale);
  const hours = Math.max(1, Math.round(leftMs / 3600_000));
  const values: Record<string, string> = {
    game: games[game].title,
    left: new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(hours, 'hour'),
  };
  const fill = (key: MessageKey) => texts[language][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  return { title: fill(`${type}.title`), body: fill(`${type}.body`) };
}
