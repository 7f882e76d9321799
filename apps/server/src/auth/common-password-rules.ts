// ListLens's list of common passwords (decision 020), written as rules rather
// than copied from a leaked-password dump: the patterns people reach for when a
// site asks for 8 characters. The server builds the list once, on first use
// (about 13,000 entries); the browser never downloads it.

/** Words that people build passwords from: the password idea itself, love, pets, sports, seasons, names, places. */
const WORDS = [
  'password',
  'passw0rd',
  'passwort',
  'pass',
  'secret',
  'letmein',
  'welcome',
  'login',
  'admin',
  'administrator',
  'master',
  'access',
  'default',
  'changeme',
  'trustno1',
  'iloveyou',
  'loveyou',
  'lovely',
  'love',
  'princess',
  'prince',
  'angel',
  'baby',
  'babygirl',
  'sweetheart',
  'sunshine',
  'rainbow',
  'butterfly',
  'flower',
  'cookie',
  'chocolate',
  'cheese',
  'banana',
  'orange',
  'apple',
  'cherry',
  'pepper',
  'summer',
  'winter',
  'spring',
  'autumn',
  'monday',
  'friday',
  'football',
  'baseball',
  'basketball',
  'soccer',
  'hockey',
  'tennis',
  'golf',
  'yankees',
  'lakers',
  'arsenal',
  'chelsea',
  'liverpool',
  'dragon',
  'monkey',
  'tiger',
  'lion',
  'eagle',
  'falcon',
  'shadow',
  'killer',
  'hunter',
  'ranger',
  'soldier',
  'warrior',
  'ninja',
  'pirate',
  'superman',
  'batman',
  'spiderman',
  'starwars',
  'pokemon',
  'naruto',
  'minecraft',
  'fortnite',
  'matrix',
  'hello',
  'whatever',
  'freedom',
  'qwerty',
  'computer',
  'internet',
  'google',
  'facebook',
  'ebay',
  'amazon',
  'listlens',
  'seller',
  'shopping',
  'money',
  'dollar',
  'lucky',
  'magic',
  'silver',
  'golden',
  'diamond',
  'purple',
  'yellow',
  'michael',
  'jennifer',
  'jessica',
  'ashley',
  'daniel',
  'david',
  'andrew',
  'joshua',
  'matthew',
  'thomas',
  'robert',
  'charlie',
  'jordan',
  'taylor',
  'maggie',
  'buster',
  'bailey',
  'ginger',
  'snoopy',
  'family',
  'jesus',
  'christ',
  'blessed',
  'heaven',
  'london',
  'paris',
  'newyork',
  'america',
  'canada',
  'mustang',
  'ferrari',
  'corvette',
  'harley',
  'guitar',
  'music',
  'mother',
  'father',
  'sister',
  'brother',
  'friend',
  'friends',
  'forever',
  'abc',
  'test',
  'user',
  'guest',
];

/** What people put after the word: counters, a "!", a lucky number, a year. */
const SUFFIXES = [
  '',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '!',
  '1!',
  '12!',
  '123!',
  '!!',
  '01',
  '007',
  '13',
  '21',
  '22',
  '23',
  '69',
  '77',
  '88',
  '99',
  '00',
  '11',
  '100',
  '777',
  '321',
  '4ever',
  '4u',
];
const FIRST_YEAR = 1980;
const LAST_YEAR = 2030;

/** Keyboard rows and the walks people type down its columns. */
const KEYBOARD_WALKS = [
  '`1234567890-=',
  'qwertyuiop[]',
  "asdfghjkl;'",
  'zxcvbnm,./',
  'qwertzuiop',
  'azertyuiop',
  'qwerasdfzxcv',
  '1qaz2wsx3edc4rfv5tgb',
  '1q2w3e4r5t6y7u8i9o0p',
  'zaq12wsxcde34rfv',
  'qazwsxedcrfvtgb',
  'qweasdzxcqweasdzxc',
  '!qaz@wsx#edc$rfv',
  '1qazxsw23edcvfr4',
  'zxcvbnmasdfghjklqwertyuiop',
  'mnbvcxzlkjhgfdsapoiuytrewq',
];

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '01234567890123456789';

export const MIN_LISTED_LENGTH = 8;

/** Every run of `length` characters or more inside `text`, forwards and backwards. */
function runsOf(text: string, minLength: number, maxLength: number): string[] {
  const out: string[] = [];
  for (const source of [text, [...text].reverse().join('')]) {
    for (let start = 0; start < source.length; start++) {
      for (let end = start + minLength; end <= Math.min(source.length, start + maxLength); end++) {
        out.push(source.slice(start, end));
      }
    }
  }
  return out;
}

/** The list, lower case, sorted, one entry per password of at least 8 characters. */
export function generateCommonPasswords(): string[] {
  const list = new Set<string>();
  const add = (candidate: string) => {
    if (candidate.length >= MIN_LISTED_LENGTH && candidate.length <= 64) list.add(candidate.toLowerCase());
  };
  const years: string[] = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) years.push(String(year));
  for (const word of WORDS) {
    for (const suffix of [...SUFFIXES, ...years]) add(word + suffix);
    for (const suffix of ['', '1', '12', '123', '!']) add(word + word + suffix);
    add(`my${word}`);
    add(`${word}${word}${word}`);
  }
  for (const walk of KEYBOARD_WALKS) for (const run of runsOf(walk, MIN_LISTED_LENGTH, 14)) add(run);
  for (const run of runsOf(DIGITS, MIN_LISTED_LENGTH, 12)) add(run);
  for (const run of runsOf(ALPHABET, MIN_LISTED_LENGTH, 12)) add(run);
  // Runs followed by their own digits ("abcd1234", "qwer1234") and doubled halves ("1234qwer").
  for (const head of ['abcd', 'qwer', 'asdf', 'zxcv', 'wasd', 'aaaa', 'test', 'pass', 'love', 'user', 'temp']) {
    for (const tail of ['1234', '12345', '123456', '4321', '2023', '2024', '2025', '2026', '0000', '1111']) {
      add(head + tail);
      add(tail + head);
    }
  }
  return [...list].sort();
}
