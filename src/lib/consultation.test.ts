import { describe, expect, it } from 'vitest';
import { arabicConsultationForm } from '../../tests/support/arabic-form';
import {
  EMPTY_REQUEST,
  MAX_MAILTO_LENGTH,
  MAX_WHATSAPP_LENGTH,
  buildConsultationEmail,
  buildWhatsAppLink,
  countCharacters,
  emailWillBeShortened,
  noScriptMailto,
  noScriptRequest,
  fillTemplate,
  isRealEstateType,
  missingRequiredFields,
  validateRequest,
  withOriginalLineNames,
  formIslandCopy,
  subjectFor,
  type ChoiceOptions,
  type IslandChoice,
  type ConsultationRequest,
  type RequestFormat,
} from './consultation';

// Fixtures: the builder takes its recipient, options, marker and words as arguments; the site passes the content's
// own. The English words are the specification's fixed format, which every assertion below spells out.
const TO = 'mandates@firm.example';
const FORMAT: RequestFormat = {
  subject: 'Consultation Request',
  lines: {
    name: 'Name',
    company: 'Company',
    email: 'Email',
    phone: 'Phone',
    investmentRange: 'Investment Range',
    preferredModel: 'Preferred Model',
    message: 'Message',
  },
};
const MARKER = '[Message shortened: the full request follows by email.]';
/** Dropdown options from [value, label] pairs. */
const choices = (...pairs: [value: string, label: string][]) => pairs.map(([value, label]) => ({ value, label }));
const dubai: ChoiceOptions = {
  investmentRange: choices(['250k-1m', 'USD 250K–1M'], ['1m-5m', 'USD 1M–5M'], ['5m+', 'USD 5M+']),
  preferredModel: choices(
    ['roi', 'ROI-Based'],
    ['jv', 'JV Structure'],
    ['rental', 'High-Yield Rental'],
    ['sale', 'Sale/Purchase'],
  ),
};
const india: ChoiceOptions = {
  investmentRange: choices(['50l-1cr', 'INR 50L–1Cr'], ['1cr-5cr', 'INR 1Cr–5Cr'], ['5cr+', 'INR 5Cr+']),
  preferredModel: choices(['land', 'Land Opportunities'], ['construction', 'Construction Projects'], ['both', 'Both']),
};

const valid: ConsultationRequest = {
  ...EMPTY_REQUEST,
  name: 'Test Visitor Ⅻ',
  company: 'Acme Infra Pvt Ltd',
  email: 'test.visitor@acme.example',
  phone: '+91 98765 43210',
  message: 'We are bidding for a metro package.',
};

/** The field lines and message of `valid` with the Dubai range "1m-5m" chosen, as every hand-off writes them. */
const VALID_DUBAI_RANGE_LINES = [
  'Name: Test Visitor Ⅻ',
  'Company: Acme Infra Pvt Ltd',
  'Email: test.visitor@acme.example',
  'Phone: +91 98765 43210',
  'Investment Range: USD 1M–5M',
  '',
  'Message: We are bidding for a metro package.',
];

function build(request: Partial<ConsultationRequest>, options?: ChoiceOptions, to = TO) {
  return buildConsultationEmail({
    to,
    request: { ...valid, ...request },
    options,
    format: FORMAT,
    shortenedMarker: MARKER,
  });
}

/**
 * Takes a mailto link apart by hand (no URLSearchParams, which would hide extra "&" or "+" tricks):
 * exactly one address, exactly the two parameters subject and body, no fragment, nothing unencoded.
 */
function decode(href: string) {
  expect(href).toMatch(/^[\x21-\x7e]+$/); // printable ASCII only: every space, break and non-ASCII character encoded
  expect(href).not.toContain('#');
  expect(href.startsWith('mailto:')).toBe(true);
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  expect(url.hash).toBe('');

  const parts = href.slice('mailto:'.length).split('?');
  expect(parts).toHaveLength(2);
  const [address, query] = parts as [string, string];
  expect(url.pathname).toBe(address);
  const to = decodeURIComponent(address);
  expect(to.split(',')).toHaveLength(1);
  expect(to.match(/@/g)).toHaveLength(1);

  const params = query.split('&');
  expect(params).toHaveLength(2);
  const pairs = params.map((param) => {
    const pieces = param.split('=');
    expect(pieces).toHaveLength(2);
    return pieces as [string, string];
  });
  expect(pairs.map(([key]) => key)).toEqual(['subject', 'body']);
  // Line breaks travel only as CRLF (RFC 6068): never a lone %0A or %0D.
  expect(query.replace(/%0D%0A/g, '')).not.toMatch(/%0A|%0D/);
  return { to, subject: decodeURIComponent(pairs[0][1]), body: decodeURIComponent(pairs[1][1]) };
}

describe('validateRequest: required fields first, then the email', () => {
  it('accepts a complete request and ignores the optional fields', () => {
    expect(validateRequest(valid)).toBeNull();
    expect(validateRequest({ ...valid, company: '', message: '', investmentRange: '', preferredModel: '' })).toBeNull();
  });

  it.each(['name', 'email', 'phone'] as const)('reports a missing %s, empty or whitespace only', (field) => {
    for (const blank of ['', ' ', '   ', '\t', '\n', ' \r\n\t ', '\u00a0']) {
      expect(validateRequest({ ...valid, [field]: blank })).toEqual({ error: 'missing', field });
    }
  });

  it('names the first missing field in the order name, email, phone', () => {
    expect(validateRequest({ ...valid, name: '', email: '', phone: '' })).toEqual({ error: 'missing', field: 'name' });
    expect(validateRequest({ ...valid, email: ' ', phone: '' })).toEqual({ error: 'missing', field: 'email' });
    expect(validateRequest({ ...valid, name: '', phone: '' })).toEqual({ error: 'missing', field: 'name' });
    expect(missingRequiredFields({ ...valid, name: ' ', email: '', phone: '\t' })).toEqual(['name', 'email', 'phone']);
    expect(missingRequiredFields({ ...valid, email: '' })).toEqual(['email']);
    expect(missingRequiredFields(valid)).toEqual([]);
  });

  it.each(['name', 'email', 'phone'] as const)(
    'reports a %s made only of characters the request drops as missing',
    (field) => {
      for (const unseen of [
        '\u200b',
        '\ufeff\u200e',
        '\u2060\u200f\u061c',
        '\u200c\u200d',
        '\u2028',
        ' \u2029 ',
        '\u202e\u0007',
      ]) {
        expect(validateRequest({ ...valid, [field]: unseen })).toEqual({ error: 'missing', field });
      }
    },
  );

  // Characters Unicode calls default-ignorable (a reader does not see them) and braille's blank, which shows as nothing.
  const INVISIBLE = {
    'soft hyphen': '\u00ad',
    'combining grapheme joiner': '\u034f',
    'Hangul choseong filler': '\u115f',
    'Hangul jungseong filler': '\u1160',
    'Hangul filler': '\u3164',
    'halfwidth Hangul filler': '\uffa0',
    'Mongolian vowel separator': '\u180e',
    'function application': '\u2061',
    'invisible times': '\u2062',
    'invisible separator': '\u2063',
    'invisible plus': '\u2064',
    'braille pattern blank': '\u2800',
    'tag letter A': '\u{e0041}',
    'cancel tag': '\u{e007f}',
  };

  it.each(['name', 'email', 'phone'] as const)(
    'reports a %s made only of invisible characters (Hangul fillers, braille blank, tags…) as missing',
    (field) => {
      // A variation selector with nothing visible before it selects nothing.
      for (const unseen of [
        ...Object.values(INVISIBLE),
        Object.values(INVISIBLE).join(''),
        '\u3164 \u3164',
        '\ufe0f',
      ]) {
        expect(validateRequest({ ...valid, [field]: unseen }), JSON.stringify(unseen)).toEqual({
          error: 'missing',
          field,
        });
      }
    },
  );

  it.each(Object.entries(INVISIBLE))('drops the %s from the subject and the single-line fields', (_, character) => {
    const email = build({ name: `Test${character} Visitor`, company: `${character}Acme`, phone: `+91${character} 1` });
    expect(email.subject).toBe('Consultation Request - Test Visitor');
    expect(email.body.split('\r\n').slice(0, 4)).toEqual([
      'Name: Test Visitor',
      'Company: Acme',
      `Email: ${valid.email}`,
      'Phone: +91 1',
    ]);
  });

  it('keeps what is not invisible: emoji sequences, a flag of tags, variation selectors after a character', () => {
    const kept = [
      '👩🏽‍💻', // a joiner between two pictographs
      '🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}', // Scotland's flag: its tags and their end
      '☎\ufe0f', // the emoji form of a symbol
      '葛\u{e0100}', // a CJK name's glyph variant
    ];
    for (const name of kept) expect(build({ name }).subject).toBe(`Consultation Request - ${name}`);
    expect(build({ name: 'Test\u{e0067}\u{e007f} Visitor\u200d' }).subject).toBe('Consultation Request - Test Visitor');
  });

  it('checks the email as it will be sent, without characters it drops', () => {
    expect(validateRequest({ ...valid, email: 'a@b.\u200b' })).toEqual({ error: 'invalidEmail', field: 'email' });
    expect(validateRequest({ ...valid, email: '\u200btest.visitor@acme.example\u200e' })).toBeNull();
  });

  it('checks for missing fields before the email pattern', () => {
    expect(validateRequest({ ...valid, email: 'not-an-email', phone: '' })).toEqual({
      error: 'missing',
      field: 'phone',
    });
    expect(validateRequest({ ...valid, email: 'not-an-email', name: ' ' })).toEqual({
      error: 'missing',
      field: 'name',
    });
  });

  it.each(['a@b', 'ab.c', 'a@b.', '@b.c', 'a@.c', 'a b@c.d', 'a@b c.d', 'a@b.c d', 'plain', 'a@@b'])(
    'rejects the email %j',
    (email) => {
      expect(validateRequest({ ...valid, email })).toEqual({ error: 'invalidEmail', field: 'email' });
    },
  );

  it.each(['a@b.c', 'first.last+tag@sub.example.co.uk', '  test.visitor@acme.example  ', 'x@y.z'])(
    'accepts the email %j',
    (email) => {
      expect(validateRequest({ ...valid, email })).toBeNull();
    },
  );
});

describe('buildConsultationEmail: subject and body in the fixed format', () => {
  it('writes the exact subject and body, with every line in order', () => {
    const email = build({});
    expect(email.subject).toBe('Consultation Request - Test Visitor Ⅻ');
    expect(email.body).toBe(
      'Name: Test Visitor Ⅻ\r\n' +
        'Company: Acme Infra Pvt Ltd\r\n' +
        'Email: test.visitor@acme.example\r\n' +
        'Phone: +91 98765 43210\r\n' +
        '\r\n' +
        'Message: We are bidding for a metro package.',
    );
    expect(email.shortened).toBe(false);
    expect(email.href).toBe(email.fullHref);
    expect(email.fullText).toBe(
      'Consultation Request - Test Visitor Ⅻ\n\nName: Test Visitor Ⅻ\nCompany: Acme Infra Pvt Ltd\nEmail: test.visitor@acme.example\n' +
        'Phone: +91 98765 43210\n\nMessage: We are bidding for a metro package.',
    );
    expect(decode(email.href)).toEqual({ to: TO, subject: email.subject, body: email.body });
  });

  it('keeps the Company and Message lines when they are empty, and trims single-line fields', () => {
    const email = build({ name: '  Test Visitor Ⅻ ', company: '', email: ' test.visitor@acme.example ', message: '' });
    expect(email.subject).toBe('Consultation Request - Test Visitor Ⅻ');
    expect(email.body).toBe(
      'Name: Test Visitor Ⅻ\r\nCompany: \r\nEmail: test.visitor@acme.example\r\nPhone: +91 98765 43210\r\n\r\nMessage: ',
    );
  });

  it('encodes the exact expected link', () => {
    const email = build({ name: 'A B', company: '', phone: '1', message: 'Hi' });
    expect(email.href).toBe(
      'mailto:mandates@firm.example?subject=Consultation%20Request%20-%20A%20B' +
        '&body=Name%3A%20A%20B%0D%0ACompany%3A%20%0D%0AEmail%3A%20test.visitor%40acme.example%0D%0APhone%3A%201%0D%0A%0D%0AMessage%3A%20Hi',
    );
  });

  it('adds Investment Range and Preferred Model only when chosen, with their labels', () => {
    const lines = (request: Partial<ConsultationRequest>, options?: ChoiceOptions) =>
      build(request, options).body.split('\r\n');
    expect(lines({}, dubai)).not.toContain(expect.stringMatching(/^(Investment Range|Preferred Model):/));
    expect(lines({ investmentRange: '1m-5m' }, dubai)).toEqual(VALID_DUBAI_RANGE_LINES);
    expect(lines({ preferredModel: 'jv' }, dubai).slice(4, 6)).toEqual(['Preferred Model: JV Structure', '']);
    expect(lines({ investmentRange: '5cr+', preferredModel: 'both' }, india).slice(4, 7)).toEqual([
      'Investment Range: INR 5Cr+',
      'Preferred Model: Both',
      '',
    ]);
  });

  it('maps every option value of both real-estate forms to its label', () => {
    for (const options of [dubai, india]) {
      for (const option of options.investmentRange) {
        expect(build({ investmentRange: option.value }, options).body).toContain(
          `\r\nInvestment Range: ${option.label}\r\n`,
        );
      }
      for (const option of options.preferredModel) {
        expect(build({ preferredModel: option.value }, options).body).toContain(
          `\r\nPreferred Model: ${option.label}\r\n`,
        );
      }
    }
  });

  it('drops values that are not options of the form (other type, tampered, or no dropdowns)', () => {
    expect(build({ investmentRange: '50l-1cr', preferredModel: 'roi' }, india).body).not.toContain('Preferred Model');
    expect(build({ investmentRange: '50l-1cr', preferredModel: 'roi' }, india).body).toContain(
      'Investment Range: INR 50L–1Cr',
    );
    expect(build({ investmentRange: 'x&cc=a@b.c', preferredModel: 'nope' }, dubai).body).not.toMatch(
      /Investment|Preferred/,
    );
    expect(build({ investmentRange: '1m-5m', preferredModel: 'roi' }, undefined).body).not.toMatch(
      /Investment|Preferred/,
    );
  });

  it('writes every line break of the message as CRLF', () => {
    const email = build({ message: 'one\ntwo\r\nthree\rfour\n\nsix' });
    expect(email.body.endsWith('Message: one\r\ntwo\r\nthree\r\nfour\r\n\r\nsix')).toBe(true);
    expect(email.href).toContain('Message%3A%20one%0D%0Atwo%0D%0Athree%0D%0Afour%0D%0A%0D%0Asix');
    expect(email.fullText.endsWith('Message: one\ntwo\nthree\nfour\n\nsix')).toBe(true);
  });
});

describe('buildConsultationEmail: hostile input', () => {
  const hostile = [
    '\r\nBcc: x@y.z',
    'a&cc=x@y.z',
    'a?cc=x@y.z&bcc=y@z.w',
    '100%',
    '%0D%0ABcc: x@y.z',
    '#',
    '?',
    '+',
    '=',
    'a,b@c.d',
    '😀 👩🏽‍💻 🇮🇳',
    'مرحبا بالعالم',
    'שלום עולם',
    '\u202eevil\u202c',
    'line one\nline two\rline three\r\n',
    '<script>alert(1)</script>',
  ];

  it.each(hostile)('keeps the message %j exact, in exactly two parameters for one recipient', (text) => {
    const email = build({ message: text });
    const decoded = decode(email.href);
    expect(decoded.to).toBe(TO);
    expect(decoded.subject).toBe('Consultation Request - Test Visitor Ⅻ');
    expect(decoded.body).toBe(email.body);
    expect(decoded.body.split('\r\n\r\nMessage: ')[1]).toBe(text.replace(/\r\n|\r|\n/g, '\r\n'));
  });

  it.each(hostile)('keeps the name, company, email and phone %j on their own single line', (text) => {
    const email = build({ name: text, company: text, email: `${text}@x.example`, phone: text });
    const decoded = decode(email.href);
    expect(decoded.to).toBe(TO);
    // One line, and no character that would reorder it (the bidirectional controls).
    const oneLine = (value: string) =>
      value
        .replace(/[\r\n]+/g, ' ')
        .replace(/[\u202a-\u202e]/g, '')
        .trim();
    const flat = oneLine(text);
    expect(decoded.subject).toBe(`Consultation Request - ${flat}`);
    expect(decoded.subject).not.toMatch(/[\r\n]/);
    const lines = decoded.body.split('\r\n');
    expect(lines).toEqual([
      `Name: ${flat}`,
      `Company: ${flat}`,
      `Email: ${oneLine(`${text}@x.example`)}`,
      `Phone: ${flat}`,
      '',
      'Message: We are bidding for a metro package.',
    ]);
    expect(lines.some((line) => /^(bcc|cc|to)\s*:/i.test(line))).toBe(false);
  });

  it('drops control characters and direction overrides from the single-line fields, never from the message', () => {
    const email = build({
      name: 'Tëst\u202e Visitor',
      company: 'Acme\u0000\u0007 \u2066Infra\u2069\u0085',
      phone: '+91\t98765',
      message: 'a\tb\u202ec\u0000d',
    });
    expect(email.subject).toBe('Consultation Request - Tëst Visitor');
    expect(email.body.split('\r\n').slice(0, 4)).toEqual([
      'Name: Tëst Visitor',
      'Company: Acme Infra',
      'Email: test.visitor@acme.example',
      'Phone: +91 98765',
    ]);
    // The message keeps its tabs and line breaks (and right-to-left text its marks); other controls go.
    expect(email.body.endsWith('Message: a\tb\u202ecd')).toBe(true);
  });

  // Each of these would travel unseen in a subject or field line: dropped from the single-line fields wherever it
  // stands, while the message keeps what Arabic, Persian or Hindi prose may need.
  const invisible = [
    ['U+200B zero-width space', '\u200b'],
    ['U+200C zero-width non-joiner', '\u200c'],
    ['U+200D zero-width joiner', '\u200d'],
    ['U+2060 word joiner', '\u2060'],
    ['U+FEFF byte-order mark', '\ufeff'],
    ['U+200E left-to-right mark', '\u200e'],
    ['U+200F right-to-left mark', '\u200f'],
    ['U+061C Arabic letter mark', '\u061c'],
  ] as const;

  it.each(invisible)(
    'drops the %s from the subject and every single-line field, at the start, inside and at the end',
    (_, mark) => {
      const email = build({
        name: `${mark}Test Vis${mark}itor Ⅻ${mark}`,
        company: `${mark}Synthetic${mark} Test Co${mark}`,
        email: `${mark}test.vis${mark}itor@acme.exam${mark}ple${mark}`,
        phone: `${mark}+91 98765${mark} 43210${mark}`,
      });
      const expectedLines = [
        'Name: Test Visitor Ⅻ',
        'Company: Synthetic Test Co',
        'Email: test.visitor@acme.example',
        'Phone: +91 98765 43210',
      ];
      expect(email.subject).toBe('Consultation Request - Test Visitor Ⅻ');
      expect(decode(email.href).subject).toBe('Consultation Request - Test Visitor Ⅻ');
      expect(email.body.split('\r\n').slice(0, 4)).toEqual(expectedLines);
      expect(email.fullText.split('\n').slice(0, 6)).toEqual([
        'Consultation Request - Test Visitor Ⅻ',
        '',
        ...expectedLines,
      ]);
      expect(email.fullText.split('Message: ')[0]).not.toContain(mark);
    },
  );

  it.each(invisible)('keeps the %s in the message', (_, mark) => {
    const message = `مرحبا${mark} Test${mark} 12`;
    expect(build({ message }).body.endsWith(`Message: ${message}`)).toBe(true);
  });

  it.each([
    ['U+2028 line separator', '\u2028'],
    ['U+2029 paragraph separator', '\u2029'],
  ])(
    'turns the %s into a space in the subject and every single-line field, and into a line break in the message',
    (_, separator) => {
      const email = build({
        name: `Test${separator}Visitor Ⅻ${separator}`,
        company: `Synthetic${separator}Test Co`,
        email: `${separator}test.visitor@acme.example`,
        phone: `+91${separator}98765 43210`,
        message: `First line${separator}Second line`,
      });
      expect(email.subject).toBe('Consultation Request - Test Visitor Ⅻ');
      expect(decode(email.href).subject).toBe('Consultation Request - Test Visitor Ⅻ');
      expect(email.body.split('\r\n')).toEqual([
        'Name: Test Visitor Ⅻ',
        'Company: Synthetic Test Co',
        'Email: test.visitor@acme.example',
        'Phone: +91 98765 43210',
        '',
        'Message: First line',
        'Second line',
      ]);
      expect(email.fullText.endsWith('Message: First line\nSecond line')).toBe(true);
      expect(email.fullText).not.toContain(separator);
    },
  );

  it('keeps an emoji sequence in a single-line field whole: there the joiner draws one picture of two', () => {
    const email = build({ name: 'Test Visitor 👩🏽\u200d💻 👨\u200d👩\u200d👧 🏳\ufe0f\u200d🌈' });
    expect(email.subject).toBe('Consultation Request - Test Visitor 👩🏽\u200d💻 👨\u200d👩\u200d👧 🏳\ufe0f\u200d🌈');
  });

  it('encodes the firm address too, keeping only its "@"', () => {
    const email = build({}, undefined, 'leads+web@firm.example');
    expect(email.href.startsWith('mailto:leads%2Bweb@firm.example?subject=')).toBe(true);
    expect(decode(email.href).to).toBe('leads+web@firm.example');
    const odd = build({}, undefined, 'a?cc=b&x@firm.example');
    expect(odd.href.startsWith('mailto:a%3Fcc%3Db%26x@firm.example?subject=')).toBe(true);
    expect(decode(odd.href).to).toBe('a?cc=b&x@firm.example');
  });

  it('replaces unpaired surrogates instead of failing to encode them', () => {
    const email = build({ name: 'A\ud800B', message: 'x\udc00y' });
    expect(email.subject).toBe('Consultation Request - A\ufffdB');
    expect(email.body.endsWith('Message: x\ufffdy')).toBe(true);
    expect(decode(email.href).body).toBe(email.body);
  });
});

describe('buildConsultationEmail: long messages', () => {
  const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

  function longMessage(length: number, unit: string) {
    const points = Array.from(unit);
    return Array.from({ length }, (_, i) => points[i % points.length]).join('');
  }

  it('keeps links short enough for mail clients', () => {
    expect(MAX_MAILTO_LENGTH).toBeLessThanOrEqual(2000);
  });

  it.each([
    ['plain text', 'Lorem ipsum dolor sit amet. '],
    ['emoji and right-to-left text', '😀ab مرحبا 👩🏽‍💻 שלום\n'],
    ['only emoji', '😀'],
  ])('shortens a 10,000-character message (%s) in the link and keeps it whole for copying', (_, unit) => {
    const message = longMessage(10_000, unit);
    expect(Array.from(message)).toHaveLength(10_000);
    const email = build({ message, investmentRange: '5m+' }, dubai);

    expect(email.shortened).toBe(true);
    expect(email.fullHref.length).toBeGreaterThan(MAX_MAILTO_LENGTH);
    expect(email.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    expect(email.href.length).toBeGreaterThan(MAX_MAILTO_LENGTH - 40); // cut no shorter than needed

    const decoded = decode(email.href);
    expect(decoded.subject).toBe('Consultation Request - Test Visitor Ⅻ');
    expect(decoded.body).not.toMatch(loneSurrogate);
    const marker = `…\r\n\r\n${MARKER}`;
    expect(decoded.body.endsWith(marker)).toBe(true);
    const kept = decoded.body.slice(0, -marker.length);
    const head = email.body.slice(0, email.body.indexOf('Message: ') + 'Message: '.length);
    expect(kept.startsWith(head)).toBe(true);
    expect(head).toContain('Investment Range: USD 5M+');
    const keptMessage = kept.slice(head.length);
    expect(keptMessage.length).toBeGreaterThan(0);
    expect(message.replace(/\n/g, '\r\n').startsWith(keptMessage)).toBe(true);
    expect(keptMessage.endsWith('\r')).toBe(false);

    expect(email.body.endsWith(message.replace(/\n/g, '\r\n'))).toBe(true);
    expect(email.fullText.endsWith(`Message: ${message}`)).toBe(true);
    expect(email.fullText.startsWith('Consultation Request - Test Visitor Ⅻ\n\nName: Test Visitor Ⅻ\n')).toBe(true);
  });

  it('shortens only from the first character that does not fit', () => {
    const base = build({ message: '' }).href.length;
    const fits = 'a'.repeat(MAX_MAILTO_LENGTH - base);
    const exact = build({ message: fits });
    expect(exact.href.length).toBe(MAX_MAILTO_LENGTH);
    expect(exact.shortened).toBe(false);
    const over = build({ message: `${fits}a` });
    expect(over.shortened).toBe(true);
    expect(over.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
  });

  it('never cuts between CR and LF', () => {
    const message = longMessage(5000, 'ab\r\n');
    const decoded = decode(build({ message }).href);
    expect(decoded.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('stays within the limit even when the name alone is too long', () => {
    const name = 'Ω'.repeat(3000);
    const email = build({ name, message: 'short' });
    expect(email.shortened).toBe(true);
    expect(email.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    const decoded = decode(email.href);
    expect(decoded.subject.startsWith('Consultation Request - ΩΩ')).toBe(true);
    expect(decoded.subject.endsWith('…')).toBe(true);
    expect(decoded.body).toBe(MARKER);
    expect(email.fullText).toContain(`Name: ${name}\n`);
  });

  it('cuts into the field lines when the message is gone and they still do not fit', () => {
    const company = 'Ω'.repeat(400); // 2,400 characters once encoded
    const email = build({ name: 'N', company, message: 'lost in the link, kept in the copy' });
    expect(email.shortened).toBe(true);
    expect(email.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    const decoded = decode(email.href);
    expect(decoded.subject).toBe('Consultation Request - N');
    expect(decoded.body.startsWith('Name: N\r\nCompany: ΩΩΩ')).toBe(true);
    expect(decoded.body.endsWith(`…\r\n\r\n${MARKER}`)).toBe(true);
  });
});

describe('buildWhatsAppLink: the same request as a WhatsApp message', () => {
  const whatsapp = (request: Partial<ConsultationRequest>, options?: ChoiceOptions) =>
    buildWhatsAppLink({
      number: '+91 (124) 400-0000',
      request: { ...valid, ...request },
      options,
      format: FORMAT,
      shortenedMarker: MARKER,
    });
  const textOf = (href: string) => {
    expect(href).toMatch(/^https:\/\/wa\.me\/911244000000\?text=[\x21-\x7e]+$/); // digits only, then one encoded parameter
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(['text']);
    return url.searchParams.get('text')!;
  };

  it("carries the email's own text: subject line, a blank line, the field lines, the message", () => {
    const link = whatsapp({ investmentRange: '1m-5m' }, dubai);
    expect(textOf(link.href)).toBe(build({ investmentRange: '1m-5m' }, dubai).fullText);
    expect(textOf(link.href).split('\n')).toEqual([
      'Consultation Request - Test Visitor Ⅻ',
      '',
      ...VALID_DUBAI_RANGE_LINES,
    ]);
    expect(link.shortened).toBe(false);
  });

  it.each([
    'a&text=evil&b',
    '#fragment ?query +plus %41 %',
    'line one\r\nline two\rline three\nfour',
    'नमस्ते, हम निवेश पर चर्चा करना चाहते हैं',
    'مرحبا، نود مناقشة الاستثمار',
    'Emoji 🏗️ 👨‍👩‍👧 🇦🇪',
  ])('sends the message %j exactly, line breaks as they were typed', (message) => {
    expect(textOf(whatsapp({ message }).href).split('Message: ')[1]).toBe(message.replace(/\r\n?/g, '\n'));
  });

  it('keeps the single-line fields on one line, without controls that could reorder them', () => {
    const text = textOf(whatsapp({ name: 'Tëst\u202e Visitor\nEvil: line', company: 'a\tb' }).href);
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Consultation Request - Tëst Visitor Evil: line',
      '',
      'Name: Tëst Visitor Evil: line',
      'Company: a b',
    ]);
  });

  it("sends a long request whole, up to WhatsApp's own limit", () => {
    const head = build({ message: '' }).fullText.length;
    const fits = whatsapp({ message: 'é'.repeat(MAX_WHATSAPP_LENGTH - head) });
    expect(fits.shortened).toBe(false);
    expect(textOf(fits.href)).toHaveLength(MAX_WHATSAPP_LENGTH);
  });

  it('past the limit, shortens at a whole character and ends with the marker; the full text stays available', () => {
    const message = '👩🏽‍💻'.repeat(20_000);
    const link = whatsapp({ message });
    expect(link.shortened).toBe(true);
    const text = textOf(link.href);
    expect(text.length).toBeLessThanOrEqual(MAX_WHATSAPP_LENGTH);
    expect(text.endsWith(`…\n\n${MARKER}`)).toBe(true);
    expect(text.split('Message: ')[1]!.replace(`…\n\n${MARKER}`, '').replaceAll('👩🏽‍💻', '')).toBe('');
    expect(link.fullText.endsWith(`Message: ${message}`)).toBe(true);
  });
});

describe("on a right-to-left page: the content's words, each value the visitor wrote isolated", () => {
  const ar = arabicConsultationForm();
  const arDubai = ar.options['real-estate-dubai'];
  const range = arDubai.investmentRange[1]!;
  const model = arDubai.preferredModel[1]!;
  const { subject: title, lines: label } = ar.handoff;
  const isolated = (text: string) => `\u2068${text}\u2069`;
  // Arabic and Latin mixed in one value, as an Arabic-speaking visitor writes a company or a place.
  const arabic: ConsultationRequest = {
    name: 'زائر تجريبي Ⅻ',
    company: 'Acme للتجارة العامة',
    email: 'test.visitor@acme.example',
    phone: '+971 50 123 4567',
    investmentRange: range.value,
    preferredModel: model.value,
    message: 'مرحبا، نود مناقشة مشروع في Dubai Marina بقيمة USD 2M.\nالسطر الثاني 😀',
  };
  const input = (request: Partial<ConsultationRequest> = {}, dir: 'ltr' | 'rtl' = 'rtl') => ({
    request: { ...arabic, ...request },
    options: arDubai,
    format: ar.handoff,
    dir,
    shortenedMarker: ar.shortenedMarker,
  });
  const arBuild = (request: Partial<ConsultationRequest> = {}, dir: 'ltr' | 'rtl' = 'rtl') =>
    buildConsultationEmail({ to: TO, ...input(request, dir) });
  const EXPECTED_LINES = [
    `${label.name}: ${isolated(arabic.name)}`,
    `${label.company}: ${isolated(arabic.company)}`,
    `${label.email}: ${isolated(arabic.email)}`,
    `${label.phone}: ${isolated(arabic.phone)}`,
    `${label.investmentRange}: ${isolated(range.label)}`,
    `${label.preferredModel}: ${isolated(model.label)}`,
    '',
  ];

  it("writes the subject and every line in the content's words, each value between FSI and PDI", () => {
    const email = arBuild();
    expect(email.subject).toBe(`${title} - ${isolated(arabic.name)}`);
    expect(email.body).toBe(
      [...EXPECTED_LINES, `${label.message}: ${isolated(arabic.message.replace(/\n/g, '\r\n'))}`].join('\r\n'),
    );
    expect(email.fullText).toBe(
      [email.subject, '', ...EXPECTED_LINES, `${label.message}: ${isolated(arabic.message)}`].join('\n'),
    );
    expect(decode(email.href)).toEqual({ to: TO, subject: email.subject, body: email.body });
    expect(email.shortened).toBe(false);
  });

  it('isolates empty values too, so every line has the same shape', () => {
    const body = arBuild({ company: '', message: '' }).body.split('\r\n');
    expect(body[1]).toBe(`${label.company}: \u2068\u2069`);
    expect(body.at(-1)).toBe(`${label.message}: \u2068\u2069`);
  });

  it('adds the only isolates: those a visitor types into a single-line field are dropped, one pair per value stays', () => {
    const email = arBuild({ name: '\u2069زائر\u2066 تجريبي\u2068', company: 'Acme\u2069 للتجارة' });
    expect(email.subject).toBe(`${title} - ${isolated('زائر تجريبي')}`);
    const lines = email.body.split('\r\n');
    expect(lines.slice(0, 2)).toEqual([
      `${label.name}: ${isolated('زائر تجريبي')}`,
      `${label.company}: ${isolated('Acme للتجارة')}`,
    ]);
    for (const line of lines.slice(0, 6)) {
      expect(line.match(/\u2068/g)).toHaveLength(1);
      expect(line.match(/\u2069/g)).toHaveLength(1);
      expect(line.endsWith('\u2069')).toBe(true);
    }
  });

  it('adds nothing on a left-to-right page: the same Arabic values travel as typed', () => {
    const email = arBuild({}, 'ltr');
    expect(email.subject).toBe(`${title} - ${arabic.name}`);
    expect(email.fullText).not.toMatch(/[\u2066-\u2069]/);
    expect(email.body.split('\r\n').slice(0, 2)).toEqual([
      `${label.name}: ${arabic.name}`,
      `${label.company}: ${arabic.company}`,
    ]);
  });

  it("starts the no-JavaScript form's request box with the content's line names", () => {
    expect(noScriptRequest(label, true).split('\n')).toEqual([
      ...EXPECTED_LINES.slice(0, -1).map((line) => line.replace(/: .*/, ': ')),
      '',
      `${label.message}: `,
    ]);
  });

  it("counts the isolates in the link's length: shortened from the first character past the limit, never longer", () => {
    const base = arBuild({ message: '' }).href.length;
    // Each isolate takes 9 characters of link (%E2%81%A8): 16 of them here, in the subject, six lines and the message.
    expect(base - arBuild({ message: '' }, 'ltr').href.length).toBe(16 * 9);
    const fits = 'a'.repeat(MAX_MAILTO_LENGTH - base);
    const exact = arBuild({ message: fits });
    expect(exact.href.length).toBe(MAX_MAILTO_LENGTH);
    expect(exact.shortened).toBe(false);
    expect(emailWillBeShortened({ to: TO, ...input({ message: fits }) })).toBe(false);
    const over = arBuild({ message: `${fits}a` });
    expect(over.shortened).toBe(true);
    expect(over.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    expect(emailWillBeShortened({ to: TO, ...input({ message: `${fits}a` }) })).toBe(true);
  });

  it('shortens a long Arabic message within the limit, with the isolated lines whole and the full text kept', () => {
    const message = 'نود مناقشة الاستثمار في Dubai Marina. '.repeat(300);
    const email = arBuild({ message });
    expect(email.shortened).toBe(true);
    expect(email.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    expect(email.href.length).toBeGreaterThan(MAX_MAILTO_LENGTH - 40);
    const decoded = decode(email.href);
    expect(decoded.subject).toBe(`${title} - ${isolated(arabic.name)}`);
    expect(decoded.body.startsWith([...EXPECTED_LINES, `${label.message}: \u2068نود`].join('\r\n'))).toBe(true);
    expect(decoded.body.endsWith(`…\r\n\r\n${ar.shortenedMarker}`)).toBe(true);
    expect(email.fullText.endsWith(`${label.message}: ${isolated(message)}`)).toBe(true);
    for (const text of ['مرحبا', message]) {
      expect(emailWillBeShortened({ to: TO, ...input({ message: text }) })).toBe(arBuild({ message: text }).shortened);
    }
  });

  it('sends the same isolated text on WhatsApp, whole, and shortened past its limit with the isolates counted', () => {
    const number = '+91 (124) 400-0000';
    const link = buildWhatsAppLink({ number, ...input() });
    const text = new URL(link.href).searchParams.get('text')!;
    expect(text).toBe(arBuild().fullText);
    expect(text.split('\n').slice(0, 3)).toEqual([`${title} - ${isolated(arabic.name)}`, '', EXPECTED_LINES[0]]);
    expect(link.shortened).toBe(false);

    const head = arBuild({ message: '' }).fullText.length;
    const fits = buildWhatsAppLink({ number, ...input({ message: 'م'.repeat(MAX_WHATSAPP_LENGTH - head) }) });
    expect(fits.shortened).toBe(false);
    expect(new URL(fits.href).searchParams.get('text')).toHaveLength(MAX_WHATSAPP_LENGTH);
    const over = buildWhatsAppLink({ number, ...input({ message: 'م'.repeat(MAX_WHATSAPP_LENGTH - head + 1) }) });
    expect(over.shortened).toBe(true);
    expect(new URL(over.href).searchParams.get('text')!.length).toBeLessThanOrEqual(MAX_WHATSAPP_LENGTH);
    expect(new URL(over.href).searchParams.get('text')!.endsWith(`…\n\n${ar.shortenedMarker}`)).toBe(true);
  });
});

describe("on a translation's page: each line, choice and the subject in the page's language and the original's", () => {
  const ar = arabicConsultationForm();
  // The original's hand-off: the specification's words (the service in its subject), and its pattern for translations.
  const original = {
    ...ar.handoff,
    ...FORMAT,
    subject: 'Consultation Request – {service}',
    subjectWithOriginal: undefined,
    lineWithOriginal: '{line} ~ {original}',
  };
  // The original's choices: labels of their own (the Arabic fixture writes its ranges as the original does).
  const theirs = (options: ChoiceOptions): ChoiceOptions => ({
    investmentRange: options.investmentRange.map((option) => ({ ...option, label: `Original ${option.label}` })),
    preferredModel: options.preferredModel.map((option) => ({ ...option, label: `Original ${option.label}` })),
  });
  const originalDubai = theirs(dubai);
  const originalCopy = { ...ar, handoff: original, options: { ...ar.options, 'real-estate-dubai': originalDubai } };
  const place = { service: 'خدمة تجريبية', original: { copy: originalCopy, service: 'Test Service' } };
  const fields = Object.keys(FORMAT.lines) as (keyof RequestFormat['lines'])[];

  it("joins every line name with the original's by the page's own pattern", () => {
    const handoff = withOriginalLineNames(ar.handoff, original);
    const pattern = ar.handoff.lineWithOriginal!;
    for (const field of fields) {
      expect(handoff.lines[field]).toBe(
        pattern.replace('{line}', ar.handoff.lines[field]).replace('{original}', FORMAT.lines[field]),
      );
    }
    expect(new Set(Object.values(handoff.lines)).size).toBe(fields.length);
  });

  it("uses the original's pattern where the page has none, for any language", () => {
    const french = {
      ...ar.handoff,
      lineWithOriginal: undefined,
      lines: { ...FORMAT.lines, name: 'Nom', company: 'Société', message: 'Demande' },
    };
    const { lines } = withOriginalLineNames(french, original);
    expect(lines.name).toBe('Nom ~ Name');
    expect(lines.company).toBe('Société ~ Company');
    expect(lines.message).toBe('Demande ~ Message');
    // A name the translation shares with the original (here, untranslated) is written once.
    expect(lines.email).toBe('Email');
    expect(withOriginalLineNames({ ...french }, { ...original, lineWithOriginal: undefined }).lines).toEqual(
      french.lines,
    );
  });

  it("names the service in the subject, the page's and the original's joined by the page's pattern", () => {
    const own = ar.handoff.subject.replace('{service}', place.service);
    const theirs = `Consultation Request – ${place.original.service}`;
    expect(subjectFor(ar.handoff, place.service, { handoff: original, service: place.original.service })).toBe(
      ar.handoff.subjectWithOriginal!.replace('{subject}', own).replace('{original}', theirs),
    );
    // The original's pattern where the page has none; the page's subject alone where neither has one.
    const withTheirs = { handoff: { ...original, subjectWithOriginal: '{original} ~ {subject}' }, service: 'S' };
    expect(subjectFor({ ...ar.handoff, subjectWithOriginal: undefined }, 'خ', withTheirs)).toBe(
      `Consultation Request – S ~ ${ar.handoff.subject.replace('{service}', 'خ')}`,
    );
    expect(
      subjectFor({ ...ar.handoff, subjectWithOriginal: undefined }, 'خ', { handoff: original, service: 'S' }),
    ).toBe(ar.handoff.subject.replace('{service}', 'خ'));
    // An untranslated page's subject is the original's: written once. The original's page: its own alone.
    expect(subjectFor(original, 'Test Service', { handoff: original, service: 'Test Service' })).toBe(
      'Consultation Request – Test Service',
    );
    expect(subjectFor(original, 'Test Service')).toBe('Consultation Request – Test Service');
  });

  it("gives each choice the original's label, and sets the page's figures apart", () => {
    const copy = formIslandCopy(ar, 'real-estate-dubai', { ...place, figures: (text) => `<${text}>` });
    for (const field of ['investmentRange', 'preferredModel'] as const) {
      expect(copy.options![field]).toEqual(
        ar.options['real-estate-dubai'][field].map(({ value, label }) => ({
          value,
          label: `<${label}>`,
          original: originalDubai[field].find((option) => option.value === value)!.label,
        })),
      );
    }
    // A label the original shares (untranslated) has no second one; a page in the original's language has none.
    const same = formIslandCopy(originalCopy, 'real-estate-dubai', place);
    expect(same.options!.investmentRange.every((option) => option.original === undefined)).toBe(true);
    expect(formIslandCopy(ar, 'infrastructure', place).options).toBeUndefined();
  });

  it('writes the bilingual names, choices and subject into the email; the original page keeps the fixed format', () => {
    const copy = formIslandCopy(ar, 'real-estate-dubai', place);
    const [range, model] = [copy.options!.investmentRange[1]!, copy.options!.preferredModel[1]!];
    const request = { ...valid, name: 'زائر تجريبي', investmentRange: range.value, preferredModel: model.value };
    const email = buildConsultationEmail({
      to: TO,
      request,
      options: copy.options,
      format: copy.handoff,
      dir: 'rtl',
      shortenedMarker: MARKER,
    });
    const decoded = decode(email.href);
    expect(decoded.subject).toBe(`${copy.handoff.subject} - \u2068${request.name}\u2069`);
    expect(copy.handoff.subject).toContain(place.service);
    expect(copy.handoff.subject).toContain(place.original.service);
    const lines = decoded.body.split('\r\n');
    const names = withOriginalLineNames(ar.handoff, original).lines;
    const isolated = (text: string) => `\u2068${text}\u2069`;
    expect(lines[0]).toBe(`${names.name}: ${isolated(request.name)}`);
    // Each choice in both languages, each part isolated, by the page's pattern.
    const both = (option: IslandChoice) =>
      ar.handoff
        .lineWithOriginal!.replace('{line}', isolated(option.label))
        .replace('{original}', isolated(option.original!));
    expect(lines[4]).toBe(`${names.investmentRange}: ${isolated(both(range))}`);
    expect(lines[5]).toBe(`${names.preferredModel}: ${isolated(both(model))}`);
    expect(lines.at(-1)).toBe(`${names.message}: \u2068${request.message}\u2069`);
    expect(lines[0]!.startsWith(`${ar.handoff.lines.name}`)).toBe(true);
    expect(lines[0]).toContain(FORMAT.lines.name);
    // The original's own page: its words alone, as the specification writes them.
    const english = formIslandCopy(originalCopy, 'real-estate-dubai', { service: 'Test Service' });
    expect(english.handoff.lines).toEqual(FORMAT.lines);
    const sent = decode(
      buildConsultationEmail({
        to: TO,
        request: { ...valid, investmentRange: '1m-5m' },
        options: { ...english.options!, investmentRange: dubai.investmentRange },
        format: english.handoff,
        shortenedMarker: MARKER,
      }).href,
    );
    expect(sent.subject).toBe(`Consultation Request – Test Service - ${valid.name}`);
    expect(sent.body.split('\r\n')).toEqual(VALID_DUBAI_RANGE_LINES);
  });
});

describe('emailWillBeShortened: the warning before sending', () => {
  it.each([
    ['a short message', 'Hello'],
    ['1,500 Latin letters', 'a'.repeat(1_500)],
    ['1,800 Latin letters', 'a'.repeat(1_800)],
    ['300 Hindi letters (9 characters of link each)', 'न'.repeat(300)],
    ['200 Arabic letters (6 each)', 'م'.repeat(200)],
    ['line breaks (6 characters each as CRLF)', '\n'.repeat(310)],
    ['a million characters', 'x'.repeat(1_000_000)],
  ])('agrees with the link actually built: %s', (_, message) => {
    const request = { ...valid, message };
    expect(emailWillBeShortened({ to: TO, request, format: FORMAT })).toBe(build({ message }).shortened);
  });
});

describe('helpers', () => {
  it('counts characters as a reader does: an emoji is one, a combined one is its parts', () => {
    expect(countCharacters('Hello 😀')).toBe(7);
    expect(countCharacters('नमस्ते')).toBe(6);
    expect(countCharacters('a\ud800b')).toBe(3);
  });

  it('knows which types have dropdowns', () => {
    expect(isRealEstateType('real-estate-dubai')).toBe(true);
    expect(isRealEstateType('real-estate-india')).toBe(true);
    expect(isRealEstateType('infrastructure')).toBe(false);
    expect(isRealEstateType('private-equity')).toBe(false);
  });

  it('fills templates and leaves unknown keys alone', () => {
    expect(fillTemplate('{count} characters', { count: '1,234' })).toBe('1,234 characters');
    expect(fillTemplate('Paste to {email} {other}', { email: TO })).toBe(`Paste to ${TO} {other}`);
  });

  it('gives the link without JavaScript the mailbox, the subject and the line names, as a browser will follow it', () => {
    // The address a browser follows: WHATWG URL parsing, as in every browser (Node's URL is the same parser).
    const followed = (href: string) => new URL(href).href;
    const href = followed(noScriptMailto(TO, FORMAT, true));
    expect(decode(href)).toEqual({
      to: TO,
      subject: 'Consultation Request',
      body: 'Name: \r\nCompany: \r\nEmail: \r\nPhone: \r\nInvestment Range: \r\nPreferred Model: \r\n\r\nMessage: ',
    });
    expect(href).not.toContain('+');

    // Words a content file may hold arrive as written: Arabic, accents, "+", "&", "%0A", "#", "?", "=" in a subject.
    const words = {
      subject: 'طلب استشارة | Consultation Request & José + 100% %0A #1 ?x=y',
      lines: { ...FORMAT.lines, name: 'الاسم / Name', message: 'Message (Nachricht) ~ *' },
    };
    const wordsHref = noScriptMailto(TO, words, false);
    expect(wordsHref, 'in the page: only ASCII encoded').toContain('طلب%20استشارة%20%7C%20');
    expect(decode(followed(wordsHref))).toEqual({
      to: TO,
      subject: words.subject,
      body: 'الاسم / Name: \r\nCompany: \r\nEmail: \r\nPhone: \r\n\r\nMessage (Nachricht) ~ *: ',
    });
    expect(followed(wordsHref)).not.toContain('+');
    expect(noScriptMailto('a?cc=x@y.z', FORMAT, false).startsWith('mailto:a%3Fcc%3Dx@y.z?subject=')).toBe(true);
  });

  it("starts the no-JavaScript form's request box with the line names in the email's order, the dropdowns' when given", () => {
    expect(noScriptRequest(FORMAT.lines, false)).toBe('Name: \nCompany: \nEmail: \nPhone: \n\nMessage: ');
    expect(noScriptRequest(FORMAT.lines, true)).toBe(
      'Name: \nCompany: \nEmail: \nPhone: \nInvestment Range: \nPreferred Model: \n\nMessage: ',
    );
  });
});
