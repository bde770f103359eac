import {
  DEFAULT_ICON,
  LIST_LIMITS,
  parseAnalysisReply,
  REQUIRED_FIELDS,
  TEXT_LIMITS,
} from '../../../../src/domain/analysis/aiReply';
import {
  AiReplyError,
  dropTrailingCommas,
  extractReplyObject,
  MAX_REPLY_CHARS,
  quoteBareKeys,
  REPLY_ERRORS,
  stripCodeFences,
} from '../../../../src/domain/analysis/replyObject';

const valid = {
  classification: {
    category: 'Plastic bottle',
    material: 'PET',
    disposal_type: 'recycling',
    confidence: 0.92,
    reasoning: 'Clear PET bottle',
  },
  materialBreakdown: [
    { part: 'main body', type: 'PET plastic', recyclable: true, details: 'Rinse it' },
    { part: 'cap', type: 'HDPE', recyclable: true, details: 'Leave it on' },
  ],
  ecoTips: [{ icon: '💧', title: 'Refill', description: 'Use a refillable bottle' }],
  sustainableHabits: [{ emoji: '🛍️', text: 'Carry a bottle' }],
  overallRecyclability: 85,
  disposalInstructions: {
    steps: [
      { icon: '🚿', text: 'Rinse the bottle' },
      { icon: '♻️', text: 'Put it in the plastic bin' },
    ],
    location: 'Madrid',
  },
};
const json = JSON.stringify(valid);

const parse = (reply: unknown) => parseAnalysisReply(reply);
const failsWith = (reply: unknown, message: string) => {
  expect(() => parse(reply)).toThrow(AiReplyError);
  expect(() => parse(reply)).toThrow(message);
};

describe('the spec messages', () => {
  it('are the spec texts', () => {
    expect(REPLY_ERRORS).toEqual({
      noJson: 'No JSON object found in response',
      invalidFormat: 'Invalid response format',
      missingField: 'Missing required field: {field}',
      invalidClassification: 'Invalid classification data',
      invalidArrays: 'Invalid array fields in response',
    });
    expect(REQUIRED_FIELDS).toEqual([
      'classification',
      'materialBreakdown',
      'ecoTips',
      'sustainableHabits',
      'overallRecyclability',
      'disposalInstructions',
    ]);
  });
});

describe('a corpus of replies', () => {
  it('reads a clean reply', () => {
    const result = parse(json);
    expect(result.classification).toEqual(valid.classification);
    expect(result.materialBreakdown).toEqual(valid.materialBreakdown);
    expect(result.overallRecyclability).toBe(85);
    expect(result.disposalInstructions).toEqual({ ...valid.disposalInstructions, warning: '' });
    expect(result).not.toHaveProperty('stream');
  });

  it.each([
    ['a ```json fence', `\`\`\`json\n${json}\n\`\`\``],
    ['a bare ``` fence', `\`\`\`\n${json}\n\`\`\``],
    ['prose around the JSON', `Sure! Here is the analysis you asked for:\n${json}\nLet me know if you need more.`],
    ['prose with braces before the JSON', `I used the {standard} schema. ${json}`],
    ['trailing commas', json.replace(/}]/g, '},]').replace(/"Madrid"}/, '"Madrid",}')],
    ['bare keys', json.replace(/"(\w+)":/g, '$1:')],
    [
      'bare keys, trailing commas and a fence',
      `\`\`\`js\n${json.replace(/"(\w+)":/g, '$1 :').replace(/}]/g, '},\n]')}\n\`\`\``,
    ],
    ['a second object after the first', `${json}\n{"extra": true}`],
  ])('survives %s', (_, reply) => {
    expect(parse(reply).classification.category).toBe('Plastic bottle');
  });

  it('leaves text that looks like keys or commas inside strings alone', () => {
    const tricky = {
      ...valid,
      classification: { ...valid.classification, reasoning: 'note: {a: 1,} and "quotes", ]' },
    };
    expect(parse(JSON.stringify(tricky)).classification.reasoning).toBe('note: {a: 1,} and "quotes", ]');
    expect(quoteBareKeys('{a: "b: c", d_e: true, "f": [1, {g: null}]}')).toBe(
      '{"a": "b: c", "d_e": true, "f": [1, {"g": null}]}',
    );
    expect(dropTrailingCommas('{"a": [1, 2,], "b": ",}",}')).toBe('{"a": [1, 2], "b": ",}"}');
    expect(stripCodeFences('```json\n{}\n```')).toBe('{}\n');
  });

  it.each([
    ['no JSON at all', 'I cannot help with that.'],
    ['an empty reply', ''],
    ['a truncated reply', json.slice(0, json.length - 40)],
    ['only an opening brace', '{'],
    ['not a string', 42],
    ['null', null],
  ])('says no JSON object for %s', (_, reply) => {
    failsWith(reply, REPLY_ERRORS.noJson);
  });

  it.each([
    ['single quotes', json.replace(/"/g, "'")],
    ['comments inside', json.replace('{', '{ // analysis\n')],
    ['broken values', '{"classification": undefined}'],
  ])('says invalid format for %s', (_, reply) => {
    failsWith(reply, REPLY_ERRORS.invalidFormat);
  });

  it.each(REQUIRED_FIELDS)('names the missing field %s', (field) => {
    const { [field]: _, ...rest } = valid;
    failsWith(JSON.stringify(rest), `Missing required field: ${field}`);
    failsWith(JSON.stringify({ ...valid, [field]: null }), `Missing required field: ${field}`);
  });

  it.each([
    ['a string', 'plastic'],
    ['no category', { material: 'PET' }],
    ['a blank material', { category: 'Bottle', material: '  ' }],
    ['a number for category', { category: 7, material: 'PET' }],
  ])('rejects classification as %s', (_, classification) => {
    failsWith(JSON.stringify({ ...valid, classification }), REPLY_ERRORS.invalidClassification);
  });

  it.each([
    ['materialBreakdown as an object', { materialBreakdown: { part: 'main' } }],
    ['ecoTips as a string', { ecoTips: 'recycle more' }],
    ['a breakdown with no usable part', { materialBreakdown: [1, 'x', null] }],
    ['an empty breakdown', { materialBreakdown: [] }],
  ])('rejects %s', (_, change) => {
    failsWith(JSON.stringify({ ...valid, ...change }), REPLY_ERRORS.invalidArrays);
  });

  it('says invalid format for an array or a primitive at the top', () => {
    expect(() => parse('[1, 2]')).toThrow(REPLY_ERRORS.noJson);
    expect(() => parseAnalysisReply('[{"a": 1}]')).toThrow(
      REPLY_ERRORS.missingField.replace('{field}', 'classification'),
    );
  });
});

describe('the stream the model names', () => {
  it('is kept when it is one of the app streams, at the top or in the classification', () => {
    expect(parse(JSON.stringify({ ...valid, stream: 'Compost' })).stream).toBe('compost');
    expect(
      parse(JSON.stringify({ ...valid, classification: { ...valid.classification, stream: 'hazardous' } })).stream,
    ).toBe('hazardous');
  });

  it('is dropped when it is anything else', () => {
    for (const stream of ['the blue bin', 42, null, ['recycling']]) {
      expect(parse(JSON.stringify({ ...valid, stream }))).not.toHaveProperty('stream');
    }
  });
});

describe('normalising what passes', () => {
  it('keeps blank names blank (the analysis names them) and coerces loose types', () => {
    const loose = {
      ...valid,
      classification: { category: 'Bottle', material: 'PET', confidence: '85' },
      materialBreakdown: [{ recyclable: 'yes' }, { part: 'label', type: 'paper', recyclable: 'no' }, 'junk'],
      ecoTips: ['Buy in bulk', { title: 'Refill' }, 3],
      sustainableHabits: 'not a list',
      overallRecyclability: '140',
      disposalInstructions: ['Rinse', { text: 'Sort', icon: 'a-very-long-icon-name-that-is-not-an-emoji' }],
    };
    const result = parse(JSON.stringify(loose));
    expect(result.classification).toEqual({
      category: 'Bottle',
      material: 'PET',
      disposal_type: '',
      confidence: 0.85,
      reasoning: '',
    });
    expect(result.materialBreakdown).toEqual([
      { part: '', type: '', recyclable: true, details: '' },
      { part: 'label', type: 'paper', recyclable: false, details: '' },
    ]);
    expect(result.ecoTips).toEqual([
      { icon: '💡', title: '', description: 'Buy in bulk' },
      { icon: '💡', title: 'Refill', description: '' },
    ]);
    expect(result.sustainableHabits).toEqual([]);
    expect(result.overallRecyclability).toBe(100);
    expect(result.disposalInstructions.steps.map((s) => s.text)).toEqual(['Rinse', 'Sort']);
    expect(result.disposalInstructions.steps[0]!.icon).toBe(DEFAULT_ICON);
    expect(result.disposalInstructions.steps[1]!.icon.length).toBeLessThanOrEqual(TEXT_LIMITS.icon);
    expect(result.disposalInstructions.location).toBe('');
  });

  it('falls back to confidence 0.5 and recyclability 50 for nonsense numbers', () => {
    const result = parse(
      JSON.stringify({
        ...valid,
        classification: { ...valid.classification, confidence: -3 },
        overallRecyclability: 'high',
      }),
    );
    expect(result.classification.confidence).toBe(0.5);
    expect(result.overallRecyclability).toBe(50);
  });

  it('keeps a warning only when there is one', () => {
    expect(parse(json).disposalInstructions.warning).toBe('');
    const warned = { ...valid, disposalInstructions: { ...valid.disposalInstructions, warning: ' Sharp edges ' } };
    expect(parse(JSON.stringify(warned)).disposalInstructions.warning).toBe('Sharp edges');
  });

  it('limits huge strings and long lists, and keeps markup as plain text', () => {
    const huge = 'x'.repeat(2_000);
    const many = Array.from({ length: 40 }, (_, i) => ({ icon: '•', text: `step ${i}` }));
    const reply = {
      ...valid,
      classification: { ...valid.classification, reasoning: huge, category: `<img src=x onerror=alert(1)>${huge}` },
      ecoTips: Array.from({ length: 40 }, () => ({ icon: '💡', title: huge, description: 'd' })),
      disposalInstructions: { steps: many, location: 'Madrid\u0000\u001b[31m' },
    };
    const result = parse(JSON.stringify(reply));
    expect(result.classification.reasoning.length).toBeLessThanOrEqual(TEXT_LIMITS.long);
    expect(result.classification.category.length).toBeLessThanOrEqual(TEXT_LIMITS.short);
    expect(result.classification.category.startsWith('<img src=x onerror=alert(1)>')).toBe(true);
    expect(result.ecoTips).toHaveLength(LIST_LIMITS.ecoTips);
    expect(result.ecoTips[0]!.title.endsWith('…')).toBe(true);
    expect(result.disposalInstructions.steps).toHaveLength(LIST_LIMITS.steps);
    expect(result.disposalInstructions.location).toBe('Madrid [31m');
  });

  it('reads no further than the size limit', () => {
    expect(() => extractReplyObject(`${' '.repeat(MAX_REPLY_CHARS)}${json}`)).toThrow(REPLY_ERRORS.noJson);
  });
});
